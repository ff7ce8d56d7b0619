//pass
//--local_size=64 --num_groups=1

/* c0 is bounded by a sum, `4 * n >= c0 + 4`, as PolyBench writes its tile
 * origins: with C's no-overflow condition of c0 + 4, c0 is at most 252,
 * and the loop's counters are computed on 32 bits. Each thread writes its
 * own elements. */
__kernel void long_parameter_sum_bound(__global long *A, int n, long c0) {
  __requires(n == 64);
  __requires((c0 >= 4) & (4 * n >= c0 + 4));
  for (long c1 = get_local_id(0); c1 <= c0 / 4; c1 += 64)
    A[c0 - 4 * c1] = c1;
}
