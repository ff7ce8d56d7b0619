//pass
//--blockDim=128 --gridDim=4
//cg_copy_wait\.cu: tile_scale: Verified$

/* A thread block's cg::memcpy_async into shared memory, completed by
 * cg::wait, which is also the block's barrier: the reads after it are
 * ordered after the copy. */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void tile_scale(const float *in, float *out) {
  __shared__ float tile[128];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in + blockIdx.x * 128, sizeof(float) * 128);
  cg::wait(block);
  out[blockIdx.x * 128 + threadIdx.x] = 2.0f * tile[127 - threadIdx.x];
}
