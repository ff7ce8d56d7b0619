//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=128 --no-infer
//function_wide_after_loops_wrong\.cl:13:3: error: loop invariant might not be maintained by the loop

/* The same claim off by one: it is checked at the loop head, not assumed. */
__kernel void fw_tiles_wrong(__global int *A, int n) {
  __requires(n == 4096);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c0 = 32 * b0; __invariant(c0 == 32 * b0 || c0 >= n), c0 < n; c0 += 4096) {
    if (n >= t0 + c0 + 1)
      A[t0 + c0] = 1;
  }
  __function_wide_invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == 32 * b0 + t0 + 1));
}
