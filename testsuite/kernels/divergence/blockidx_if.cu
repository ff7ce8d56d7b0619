//pass
//--blockDim=64 --gridDim=4

/* a barrier under a condition on blockIdx.x is uniform within each block */
#include <cuda.h>

__global__ void blockidx_if(int *A) {
  if (blockIdx.x == 0) {
    __syncthreads();
  }
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}
