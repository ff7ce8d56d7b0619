//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A\[

/* The precondition bounds c0 above only: it may be below -2^31, where
 * every work-item writes A[0]. Its bounds do not fit 32 bits, and what is
 * computed from it stays 64-bit. */
__kernel void long_parameter_bounded_above_race(__global int *A, long c0) {
  __requires(c0 < 100);
  long c = c0 - 1;
  A[c < -3000000000L ? 0 : get_local_id(0) + 1] = get_local_id(0);
}
