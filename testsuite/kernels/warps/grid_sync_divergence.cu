//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//grid_sync_divergence\.cu:12:\d+: error: barrier may be reached by non-uniform control flow

/* Block 0 leaves before the grid barrier that block 1 waits at: uniform
 * within each block, divergent in the grid. */
#include <cooperative_groups.h>

__global__ void early_exit(int *a) {
  if (blockIdx.x == 0)
    return;
  cooperative_groups::this_grid().sync();
  a[threadIdx.x] = 1;
}
