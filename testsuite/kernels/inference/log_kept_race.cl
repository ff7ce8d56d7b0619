//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=128
//error: possible read-write race on x\[32\]:$
//^Write, .*log_kept_race\.cl:21:23:$
//^Read, .*log_kept_race\.cl:15:13:$
//^Confirmed by execution: .* race on x\[32\]

/* As log_kept_through_barrier_loop.cl, but the store goes to the next
 * group's first element: the log kept through the loop of barriers still
 * shows the load another group's store races with. */
__kernel void load_loop_store_next(__global int *x, int n) {
  __requires(n == 4096);
  int b0 = get_group_id(0), t0 = get_local_id(0);
  if (32 * b0 + t0 < n) {
    int v = x[32 * b0 + t0];
    for (int c1 = 0; c1 < n; c1 += 32) {
      barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
      v += c1;
    }
    if (t0 == 31 && 32 * b0 + 32 < n)
      x[32 * b0 + 32] = v;
  }
}
