//pass
//--local_size=32 --num_groups=128
//skipped_inner_barrier_loop\.cl: tiles: Verified$

/* A tiled loop nest as polyhedral code generators write it: the outer
 * counter starts at a group-dependent value, the inner loop of barriers
 * may be skipped. A path that skips the inner loop keeps every predicate
 * the loop would have changed, so the barrier after it is reached by the
 * whole group. */
__kernel void tiles(__global int *out, int n) {
  __requires(n == 4096);
  int b0 = get_group_id(0), t0 = get_local_id(0);
  for (int c0 = 32 * b0; c0 < n; c0 += 4096) {
    for (int c1 = 0; c1 < n; c1 += 32)
      barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (n >= t0 + c0 + 1)
      out[t0 + c0] = c0;
  }
}
