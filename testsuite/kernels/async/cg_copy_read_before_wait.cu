//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//error: possible write-read race on tile\[\d+\]
//^Read by .*, \S*cg_copy_read_before_wait\.cu:18:13:\n.*\n\nWrite by .*, \S*cg_copy_read_before_wait\.cu:17:3:$

/* Each thread reads the element it would copy itself if the copy were
 * shared out by thread rank: before cg::wait the copy is still in flight,
 * whoever performs it, so the read races with it. */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void early_read(const float *in, float *out) {
  __shared__ float tile[128];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, tile, in + blockIdx.x * 128, sizeof(float) * 128);
  float x = tile[threadIdx.x];
  cg::wait(block);
  out[blockIdx.x * 128 + threadIdx.x] = x;
}
