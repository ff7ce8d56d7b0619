//pass
//--blockDim=64 --gridDim=1 --equality-abstraction

/* with the equality abstraction both threads read the same s[0]: the inner barrier is uniform */
#include <cuda.h>

__global__ void abstraction(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = A[threadIdx.x];
  __syncthreads();
  if (s[0] > 0) {
    __syncthreads();
  }
  A[threadIdx.x] = 1;
}
