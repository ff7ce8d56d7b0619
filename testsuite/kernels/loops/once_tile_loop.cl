//pass
//--local_size=32 --num_groups=8 --no-infer

/* PPCG's tile loop: the first step already leaves the guard (c0 < 256
 * from 32 * b0 <= 224, then + 8192), so the loop runs at most once and,
 * with a barrier inside, is translated without a cut. With a cut and no
 * inference c0 would be any value at the head and two groups would seem
 * to write one element. After the loop c0 has its value from the
 * header's second pass. */
__kernel void once_tile_loop(__global float *A, int n) {
  __requires(n == 256);
  __local float tile[32];
  long b0 = get_group_id(0), t0 = get_local_id(0), c0;
  for (c0 = 32 * b0; c0 < n; c0 += 8192) {
    tile[t0] = A[c0 + t0];
    barrier(CLK_LOCAL_MEM_FENCE);
    A[c0 + t0] = tile[31 - t0];
  }
  __assert(c0 == 32 * b0 + 8192);
}
