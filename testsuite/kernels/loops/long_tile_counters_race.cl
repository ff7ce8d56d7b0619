//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=16
//error: possible write-write race on A\[

/* As long_tile_counters, but the tiles are 31 rows apart and 32 high:
 * each group's last row is the next group's first. */
__kernel void long_tile_counters_race(__global float *A, int n) {
  __requires(n == 1024);
  long b0 = get_group_id(0), t0 = get_local_id(0);
  for (long c0 = 31 * b0; c0 < n; c0 += 512)
    A[(c0 + t0) * n + 7] = (float)t0;
}
