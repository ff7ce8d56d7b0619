//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1 --equality-abstraction
//error: possible write-(read|write) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*read_after_write_other_value\.cl:10 write, \S*read_after_write_other_value\.cl:10 write\)

/* Work items write their own id to A[k]: what another one reads there
 * depends on the order. */
__kernel void read_after_write_other_value(__local int *A, __global int *out, int k) {
  __requires(k >= 0);
  A[k] = get_local_id(0);
  out[get_local_id(0)] = A[k];
}
