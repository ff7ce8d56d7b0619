//pass
//--blockDim=128 --gridDim=4
//tile_sync_loop\.cu: static_tile: Verified$
//tile_sync_loop\.cu: runtime_tile_of_8: Verified$
//tile_sync_loop\.cu: warp_segments: Verified$
//tile_sync_loop\.cu: masked_base: Verified$

/* Tile barriers in loops: each tile (or warp) reduces in its own part of
 * a shared array, and its sync orders only its own threads; threads of
 * other tiles stay out of that part. */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

/* A static tile of 16 and a constant bound. */
__global__ void static_tile(const int *in, int *out) {
  __shared__ int s[128];
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  int *mine = s + tile.meta_group_rank() * 16;
  int lane = tile.thread_rank();
  int v = in[blockIdx.x * 128 + threadIdx.x];
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int i = 8; i > 0; i /= 2) {
    mine[lane] = v;
    tile.sync();
    if (lane < i)
      v += mine[lane + i];
    tile.sync();
  }
  if (lane == 0)
    out[blockIdx.x * 8 + tile.meta_group_rank()] = v;
}

/* A tile of 8 made at run time; the halving bound from its size. */
__global__ void runtime_tile_of_8(const int *in, int *out) {
  __shared__ int s[128];
  cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 8);
  int *mine = s + (threadIdx.x / 8) * 8;
  int lane = tile.thread_rank();
  int v = in[blockIdx.x * 128 + threadIdx.x];
  #pragma nounroll
  for (int i = tile.size() / 2; i > 0; i /= 2) {
    mine[lane] = v;
    tile.sync();
    if (lane < i)
      v += mine[lane + i];
    tile.sync();
  }
  if (lane == 0)
    out[blockIdx.x * 16 + threadIdx.x / 8] = v;
}

/* A warp per segment of 32 with __syncwarp, an upward counter. */
__global__ void warp_segments(int *data) {
  __shared__ int s[128];
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int v = data[blockIdx.x * 128 + threadIdx.x];
  #pragma nounroll
  for (unsigned d = 1; d < 32; d *= 2) {
    s[warp * 32 + lane] = v;
    __syncwarp();
    if (lane >= d)
      v += s[warp * 32 + lane - d];
    __syncwarp();
  }
  data[blockIdx.x * 128 + threadIdx.x] = v;
}

/* The tile's first element as threadIdx.x & ~15. */
__global__ void masked_base(const int *in, int *out) {
  __shared__ int s[128];
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  unsigned base = threadIdx.x & ~15u, lane = threadIdx.x & 15u;
  int v = in[blockIdx.x * 128 + threadIdx.x];
  #pragma nounroll
  for (unsigned i = 8; i > 0; i >>= 1) {
    s[base + lane] = v;
    tile.sync();
    v = max(v, s[base + (lane ^ i)]);
    tile.sync();
  }
  if (lane == 0)
    out[blockIdx.x * 8 + threadIdx.x / 16] = v;
}
