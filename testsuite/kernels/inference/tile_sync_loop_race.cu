//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//tile_sync_loop_race\.cu: reads_next_tile: \d+ errors?$
//tile_sync_loop_race\.cu: tiles_overlap: \d+ errors?$
//tile_sync_loop_race\.cu: half_warp_sync: \d+ errors?$
//^Confirmed by execution: .* race on s\S* \(\S*tile_sync_loop_race\.cu:28 write, \S*tile_sync_loop_race\.cu:31 read\)
//^Confirmed by execution: .* race on s\S* \(\S*tile_sync_loop_race\.cu:47 write, \S*tile_sync_loop_race\.cu:50 read\)
//^Confirmed by execution: .* race on s\S* \(\S*tile_sync_loop_race\.cu:47 write, \S*tile_sync_loop_race\.cu:47 write\)
//^Confirmed by execution: .* race on s\S* \(\S*tile_sync_loop_race\.cu:66 write, \S*tile_sync_loop_race\.cu:69 read\)

/* Tile barriers in loops where a tile reaches into another tile's part:
 * the other tile's sync does not order it. */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

/* The first step reads lane + 16: the next tile's element, which that
 * tile writes in its own steps. */
__global__ void reads_next_tile(const int *in, int *out) {
  __shared__ int s[144];
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  int *mine = s + tile.meta_group_rank() * 16;
  int lane = tile.thread_rank();
  int v = in[blockIdx.x * 128 + threadIdx.x];
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int i = 16; i > 0; i /= 2) {
    mine[lane] = v;
    tile.sync();
    if (lane < i)
      v += mine[lane + i];
    tile.sync();
  }
  if (lane == 0)
    out[blockIdx.x * 8 + tile.meta_group_rank()] = v;
}

/* Parts of 8 for tiles of 16: two tiles share each part. */
__global__ void tiles_overlap(const int *in, int *out) {
  __shared__ int s[128];
  cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 16);
  int *mine = s + (threadIdx.x / 16) * 8;
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
    out[blockIdx.x * 8 + threadIdx.x / 16] = v;
}

/* A segment of 32 per warp but a sync of each half only: the halves
 * exchange unordered. */
__global__ void half_warp_sync(int *data) {
  __shared__ int s[128];
  unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  unsigned half = lane < 16 ? 0x0000ffffu : 0xffff0000u;
  int v = data[blockIdx.x * 128 + threadIdx.x];
  #pragma nounroll
  for (unsigned d = 1; d < 32; d *= 2) {
    s[warp * 32 + lane] = v;
    __syncwarp(half);
    if (lane >= d)
      v += s[warp * 32 + lane - d];
    __syncwarp(half);
  }
  data[blockIdx.x * 128 + threadIdx.x] = v;
}
