//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=2
//error: unsupported construct: grid-wide barrier 'grid_group::sync'

/* A grid-wide barrier is refused, never taken for a block barrier. */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void two_phase(int *a) {
  a[blockIdx.x * 64 + threadIdx.x] = 1;
  cg::this_grid().sync();
  a[(blockIdx.x * 64 + threadIdx.x + 64) % 128] += 1;
}
