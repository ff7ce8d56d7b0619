//xfail:TIMEOUT
//--blockDim=32 --gridDim=32768 --run
//grid_sync_budget\.cu: grid_sync_budget: error: the grid's threads, all resident for its grid barrier, do not fit the run's memory budget \(2147483648 bytes\)$

/* a grid barrier keeps every block resident: 32768 copies of 64 KiB of
 * shared memory are more than the run's memory */
#include <cuda.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void grid_sync_budget(int *A) {
  __shared__ int s[16384];
  s[threadIdx.x] = A[threadIdx.x];
  cg::this_grid().sync();
  A[blockIdx.x * 32 + threadIdx.x] = s[(threadIdx.x + 1) % 32];
}
