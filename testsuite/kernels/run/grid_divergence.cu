//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2 --run
//grid_divergence\.cu: error: barrier divergence in an execution:$
//^Barrier reached by thread 0 in block 0, .*grid_divergence\.cu:16:21:\n    cg::this_grid\(\)\.sync\(\);$
//^The end of the kernel reached by thread 0 in block 1$
//grid_divergence\.cu: grid_divergence: 1 error$

/* only block 0 reaches the grid barrier */
#include <cuda.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void grid_divergence(int *A) {
  if (blockIdx.x == 0)
    cg::this_grid().sync();
  A[blockIdx.x * 32 + threadIdx.x] = 1;
}
