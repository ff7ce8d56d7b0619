//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: possible write-write race on A\[

/* long_parameter_tile.cl with each group's tile 16 wide where it writes
 * 32: neighbouring groups overlap. */
__kernel void long_parameter_tile_race(__global int *A, int n, long c0) {
  __requires(n == 1024);
  __requires(c0 < n);
  __requires(((c0 >= 0) & (n >= c0 + 1)));
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c1 = 16 * b0 + c0; c1 < 2 * n; c1 += 4096)
    A[(c1 - c0) + t0] = t0;
}
