//xfail:TRANSLATION_ERROR
//--blockDim=128 --gridDim=1
//error: unsupported construct: cg::memcpy_async or cg::wait by a group other than a thread block

/* A tile's copies are not modelled: refused, not skipped. */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void tile_copy(const int *in, int *out) {
  __shared__ int buf[128];
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  cg::memcpy_async(warp, buf + warp.meta_group_rank() * 32, in, sizeof(int) * 32);
  cg::wait(warp);
  out[threadIdx.x] = buf[threadIdx.x];
}
