//pass
//--local_size=32 --num_groups=16

/* A tile loop over a long counter, as PPCG writes them: the guard keeps
 * the counter within 32 bits, and each work-item writes its own row of
 * each tile. */
__kernel void long_tile_counters(__global float *A, int n) {
  __requires(n == 1024);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c0 = 32 * b0; c0 < n; c0 += 512)
    A[(c0 + t0) * n + 7] = 0.0f;
}
