//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=128
//error: possible write-write race on out\[0\]:$
//^Write, .*skipped_inner_loop_race\.cl:18:15:$
//^Confirmed by execution: .* in work group 0 race on out\[0\]

/* The same nest, with a store to one element per group after the inner
 * loop: restoring the state of a skipped loop must not hide the accesses
 * that follow it. */
__kernel void tiles_race(__global int *out, int n) {
  __requires(n == 4096);
  int b0 = get_group_id(0), t0 = get_local_id(0);
  for (int c0 = 32 * b0; c0 < n; c0 += 4096) {
    for (int c1 = 0; c1 < n; c1 += 32)
      barrier(CLK_LOCAL_MEM_FENCE);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (n >= t0 + c0 + 1)
      out[b0] = t0;
  }
}
