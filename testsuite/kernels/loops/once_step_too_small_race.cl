//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-write race on A\[
//^Confirmed by execution

/* Not a loop that runs once: from 32 * b0 a step of 16 stays below 256
 * for a second pass, whose writes meet another thread's first ones. */
__kernel void once_step_too_small_race(__global int *A, int n) {
  __requires(n == 256);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c0 = 32 * b0; c0 < n; c0 += 16) {
    A[c0 + t0] = get_local_id(0);
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
