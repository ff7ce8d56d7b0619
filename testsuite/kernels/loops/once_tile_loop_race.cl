//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-write race on A\[
//^Write by .*once_tile_loop_race\.cl:13:11:$
//^Confirmed by execution

/* A loop that runs at most once still has its body checked: every thread
 * of a group writes A[c0]. */
__kernel void once_tile_loop_race(__global int *A, int n) {
  __requires(n == 256);
  for (long c0 = 32 * (long)get_group_id(0); c0 < n; c0 += 8192) {
    barrier(CLK_GLOBAL_MEM_FENCE);
    A[c0] = get_local_id(0);
  }
}
