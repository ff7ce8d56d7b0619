//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --adversarial-abstraction
//adversarial_abstraction\.cu:13:\d+: error: barrier may be reached by non-uniform control flow

/* with the adversarial abstraction the threads may read different s[0]: divergence */
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
