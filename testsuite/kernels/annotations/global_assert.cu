//pass
//--blockDim=64 --gridDim=1

/* __global_assert of facts about uniform values */
#include <cuda.h>

__global__ void global_assert(int *A, int n) {
  __requires(n == 64);
  __global_assert(n == 64);
  __global_assert(blockDim.x == 64);
  A[threadIdx.x] = n;
}
