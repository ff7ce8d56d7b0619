//pass
//--blockDim=128 --gridDim=2

/* A tile of 8 made at run time (tiled_partition(g, n)): its sync orders
 * the exchange within the tile. */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void tiles(int *a) {
  __shared__ int s[128];
  cg::thread_group tile = cg::tiled_partition(cg::this_thread_block(), 8);
  s[threadIdx.x] = tile.thread_rank();
  tile.sync();
  a[blockIdx.x * 128 + threadIdx.x] = s[threadIdx.x ^ 7];
}
