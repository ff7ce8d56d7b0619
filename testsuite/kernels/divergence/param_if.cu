//pass
//--blockDim=64 --gridDim=1

/* a barrier under a condition on a kernel argument is uniform */
#include <cuda.h>

__global__ void param_if(int *A, int n) {
  A[threadIdx.x] = n;
  if (n > 4) {
    __syncthreads();
  }
}
