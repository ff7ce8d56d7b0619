//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible write-write race on A\[
//in work group \d+
//^Confirmed by execution: .* race on A\S* \(\S*group_ww\.cl:9 write, \S*group_ww\.cl:9 write\)

/* work items with equal local ids in different groups write different values */
__kernel void group_ww(__global int *A) {
  A[get_local_id(0)] = (int)get_group_id(0);
}
