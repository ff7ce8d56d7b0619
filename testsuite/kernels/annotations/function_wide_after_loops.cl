//pass
//--local_size=32 --num_groups=128 --no-infer
//function_wide_after_loops\.cl: fw_tiles: Verified$

/* Function-wide invariants as polyhedral code generators write them:
 * after the loops, in terms of values (32 * b0 + t0) computed there. They
 * are stated at every loop head, for a thread that runs the loop or not,
 * and with --no-infer they alone prove the kernel race-free. */
__kernel void fw_tiles(__global int *A, int n) {
  __requires(n == 4096);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c0 = 32 * b0; __invariant(c0 == 32 * b0 || c0 >= n), c0 < n; c0 += 4096) {
    if (n >= t0 + c0 + 1)
      A[t0 + c0] = 1;
  }
  __function_wide_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == 32 * b0 + t0));
}
