//pass
//--blockDim=64 --gridDim=2

/* an early return on a kernel argument is taken by all threads or none */
#include <cuda.h>

__global__ void uniform_return(int *A, int n) {
  if (n == 0) {
    return;
  }
  __syncthreads();
  A[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
