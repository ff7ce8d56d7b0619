//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=2
//error: possible (write-read|read-write) race on s\[
//thread_group_tiles_race\.cu:14:\d+:
//thread_group_tiles_race\.cu:16:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*thread_group_tiles_race\.cu:14 write, \S*thread_group_tiles_race\.cu:16 read\)

/* Reading the next tile's element: a tile's sync does not order it. */
#include <cooperative_groups.h>

__global__ void tiles(int *a) {
  __shared__ int s[128];
  cooperative_groups::thread_group tile = cooperative_groups::tiled_partition(cooperative_groups::this_thread_block(), 8);
  s[threadIdx.x] = tile.thread_rank();
  tile.sync();
  a[blockIdx.x * 128 + threadIdx.x] = s[threadIdx.x ^ 8];
}
