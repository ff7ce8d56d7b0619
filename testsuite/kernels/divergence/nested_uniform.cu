//pass
//--blockDim=32 --gridDim=4

/* nested conditions on an argument and on blockIdx.x keep the barrier uniform */
#include <cuda.h>

__global__ void nested_uniform(int *A, int n) {
  if (n > 0) {
    if (blockIdx.x % 2 == 0) {
      __syncthreads();
    }
  }
  A[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
