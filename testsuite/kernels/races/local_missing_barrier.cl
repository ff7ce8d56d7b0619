//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible (read-write|write-read) race on tmp\[
//^Confirmed by execution: .* race on tmp\S* \(\S*local_missing_barrier\.cl:12 read, \S*local_missing_barrier\.cl:11 write\)

/* rotation through a __local buffer without a barrier between write and read */
__kernel void rotate(__global int *A) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  tmp[l] = A[g];
  A[g] = tmp[(l + 1) % 64];
}
