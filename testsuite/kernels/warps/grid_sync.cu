//pass
//--blockDim=64 --gridDim=2

/* A grid-wide barrier orders the accesses of every block: block 1 adds
 * to the elements block 0 wrote before it. */
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void two_phase(int *a) {
  a[blockIdx.x * 64 + threadIdx.x] = 1;
  cg::this_grid().sync();
  a[(blockIdx.x * 64 + threadIdx.x + 64) % 128] += 1;
}
