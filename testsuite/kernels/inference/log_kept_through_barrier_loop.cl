//pass
//--local_size=32 --num_groups=128
//log_kept_through_barrier_loop\.cl: load_loop_store: Verified$

/* Load, a loop of barriers that does not touch x, store back: thread 1's
 * log of the load is what it was before the loop (rule log-kept), so the
 * store to the same element is no race with another group. The counters
 * are 64-bit and the index is cut to 32 bits (rule access-stride sees
 * through the cut). */
__kernel void load_loop_store(__global double *x, __global double *y, int n) {
  __requires(n == 4096);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  __local double s[32];
  for (long c0 = 32 * b0; c0 < n; c0 += 1048576) {
    double v = 0;
    if (n >= t0 + c0 + 1)
      v = x[t0 + c0];
    for (long c1 = 0; c1 < n; c1 += 32) {
      if (n >= t0 + c1 + 1)
        s[t0] = y[t0 + c1];
      barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      v += s[(t0 + 1) % 32];
      barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
    }
    if (n >= t0 + c0 + 1)
      x[t0 + c0] = v;
    barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  }
}
