//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible write-write race on A\[
//in work group \d+

/* work items with equal local ids in different groups write different values */
__kernel void group_ww(__global int *A) {
  A[get_local_id(0)] = (int)get_group_id(0);
}
