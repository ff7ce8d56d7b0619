//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//error: possible write-read race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*read_after_single_write\.cl:10 write, \S*read_after_single_write\.cl:11 read\)

/* Work item 0 writes, the others read without a barrier: they may see the
 * old value or the new one. */
__kernel void read_after_single_write(__local int *A, __global int *out) {
  if (get_local_id(0) == 0)
    A[0] = 5;
  out[get_local_id(0)] = A[0];
}
