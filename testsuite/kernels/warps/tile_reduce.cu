//pass
//--blockDim=128 --gridDim=4

/* cg::reduce over tiles of 16: the first thread of each tile stores. */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void tile_sum(const float *in, float *out) {
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(cg::this_thread_block());
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float s = cg::reduce(tile, in[i], cg::plus<float>());
  tile.sync();
  if (tile.thread_rank() == 0)
    out[i / 16] = s;
}
