//pass
//--local_size=32 --num_groups=4
//\.cl: long_parameter_tile: Verified$

/* PolyBench's shape: a long parameter that preconditions bound, and a
 * tile counter computed from it; within the bounds the counter's values
 * fit 32 bits and are computed there. */
__kernel void long_parameter_tile(__global int *A, int n, long c0) {
  __requires(n == 1024);
  __requires(c0 < n);
  __requires(((c0 >= 0) & (n >= c0 + 1)));
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c1 = 32 * b0 + c0; c1 < 2 * n; c1 += 4096)
    A[(c1 - c0) + t0] = t0;
}
