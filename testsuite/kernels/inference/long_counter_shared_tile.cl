//pass
//--local_size=32 --num_groups=16
/* A tile of local memory filled row by row by a loop over a 64-bit
 * counter, between barriers, inside a loop over the tiles: each work item
 * writes its own column of every row. The index is cut from 64 bits to
 * 32 inside its sum (row * 32 + column), and between two work groups the
 * barriers do not empty the logs. */
__kernel void long_counter_shared_tile(__global const float *in, __global float *out, int n) {
  __requires(n == 1024);
  __local float tile[32][32];
  long t = get_local_id(0);
  float acc = 0;
  for (long c1 = 0; c1 < n; c1 += 32) {
    long rows = n - c1 - 1 < 31 ? n - c1 - 1 : 31;
    for (long c2 = 0; c2 <= rows; c2 += 1)
      tile[c2][t] = in[(c1 + c2) * n + t];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (long c3 = 0; c3 <= rows; c3++)
      acc += tile[c3][t];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
