//pass
//--blockDim=32 --gridDim=4 --run
//grid_sync\.cu: grid_sync: no defect found in this execution$

/* block 0 writes, block 1 reads after the grid barrier, which orders
 * blocks as a block barrier orders threads; every block, resident at
 * once, keeps its own shared memory */
#include <cuda.h>
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void grid_sync(int *A, int *B) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  s[t] = blockIdx.x;
  if (blockIdx.x == 0)
    A[t] = t + 1;
  cg::this_grid().sync();
  __assert(s[(t + 1) % 32] == blockIdx.x);
  if (blockIdx.x == 1)
    B[t] = A[t];
  __assert(blockIdx.x != 1 || B[t] == t + 1);
}
