//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//error: possible write-write race on A

/* As long_parameter_sum_bound.cl, but two threads' counters one apart
 * write one element (c0 = 4: threads 0 and 1 both write A[0]). */
__kernel void long_parameter_sum_bound_race(__global long *A, int n, long c0) {
  __requires(n == 64);
  __requires((c0 >= 4) & (4 * n >= c0 + 4));
  for (long c1 = get_local_id(0); c1 <= c0 / 4; c1 += 64)
    A[(c0 - 4 * c1) / 8] = c1;
}
