//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*mixed_width_race\.cl:9 write, \S*mixed_width_race\.cl:10 read\)

/* work item l reads byte l of A through a char view; that byte is inside A[l / 4], which item l / 4 writes */
__kernel void mixed_width_race(__global int *A, __global char *B) {
  size_t l = get_local_id(0);
  A[l] = (int)l;
  B[l] = ((__global char *)A)[l];
}
