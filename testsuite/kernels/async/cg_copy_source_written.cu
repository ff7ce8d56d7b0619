//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=1
//error: possible read-write race on src\[\d+\]
//^Write by .*, \S*cg_copy_source_written\.cu:18:20:\n.*\n\nRead by .*, \S*cg_copy_source_written\.cu:17:3:$

/* Writing the source of a copy in flight races with the copy's read. */
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>

namespace cg = cooperative_groups;

__global__ void overwrite_source(float *out) {
  __shared__ float src[128], dst[128];
  cg::thread_block block = cg::this_thread_block();
  src[threadIdx.x] = 1.0f;
  block.sync();
  cg::memcpy_async(block, dst, src, sizeof(float) * 128);
  src[threadIdx.x] = 2.0f;
  cg::wait(block);
  out[threadIdx.x] = dst[threadIdx.x];
}
