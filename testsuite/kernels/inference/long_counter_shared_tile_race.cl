//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=16
//error: possible write-write race on tile\[\d+\]\[\d+\]
//Write by work item \d+ [^\n]*:16:25:\n    tile\[c2\]\[t & ~1L\] = 
//^Confirmed by execution: .* race on tile\S* \(\S*long_counter_shared_tile_race\.cl:16 write, \S*long_counter_shared_tile_race\.cl:16 write\)
/* As long_counter_shared_tile, but work items 2k and 2k + 1 write the
 * same column of every row. */
__kernel void long_counter_shared_tile_race(__global const float *in, __global float *out, int n) {
  __requires(n == 1024);
  __local float tile[32][32];
  long t = get_local_id(0);
  float acc = 0;
  for (long c1 = 0; c1 < n; c1 += 32) {
    long rows = n - c1 - 1 < 31 ? n - c1 - 1 : 31;
    for (long c2 = 0; c2 <= rows; c2 += 1)
      tile[c2][t & ~1L] = in[(c1 + c2) * n + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long c3 = 0; c3 <= rows; c3++)
      acc += tile[c3][t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
