//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-read race on tile\[2\]
//^Read by .*, \S*cg_copy_partial_element\.cu:18:32:\n.*\n\nWrite by .*, \S*cg_copy_partial_element\.cu:17:3:$

/* A copy of 10 bytes of floats writes half of tile[2]: reading tile[2]
 * before cg::wait races with it (the copy is never taken as shorter than
 * it is). */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void partial(const float *in, float *out) {
  __shared__ float tile[4];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in, 10);
  float x = threadIdx.x == 0 ? tile[2] : 0.0f;
  cg::wait(block);
  out[threadIdx.x] = x;
}
