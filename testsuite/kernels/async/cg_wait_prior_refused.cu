//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//error: unsupported construct: cg::wait_prior<N> with N > 0

/* A wait for all but the latest copy (double buffering) is refused; a
 * wait_prior<0> is a cg::wait. */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void double_buffer(const int *in, int *out) {
  __shared__ int a[64], b[64];
  cg::thread_block block = cg::this_thread_block();
  cg::memcpy_async(block, a, in, sizeof(int) * 64);
  cg::memcpy_async(block, b, in + 64, sizeof(int) * 64);
  cg::wait_prior<1>(block);
  out[threadIdx.x] = a[threadIdx.x];
  cg::wait_prior<0>(block);
  out[threadIdx.x + 64] = b[threadIdx.x];
}
