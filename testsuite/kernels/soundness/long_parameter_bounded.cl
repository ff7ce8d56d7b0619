//pass
//--local_size=64 --num_groups=1
//\.cl: long_parameter_bounded: Verified$

/* long_parameter_bounded_above_race.cl bounded below too: the branch to
 * A[0] cannot be taken, and c is computed on 32 bits. */
__kernel void long_parameter_bounded(__global int *A, long c0) {
  __requires(c0 < 100);
  __requires(c0 > -100);
  long c = c0 - 1;
  A[c < -3000000000L ? 0 : get_local_id(0) + 1] = get_local_id(0);
}
