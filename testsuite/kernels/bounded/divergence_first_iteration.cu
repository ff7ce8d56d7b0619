//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --findbugs
//divergence_first_iteration\.cu:12:\d+: error: barrier may be reached by non-uniform control flow
//divergence_first_iteration\.cu: divergence_first_iteration: 1 error$

/* barrier divergence in the first iteration of a long loop */
#include <cuda.h>

__global__ void divergence_first_iteration(int *A) {
  for (int i = 0; i < 100; i++) {
    if (threadIdx.x < 16)
      __syncthreads();
  }
}
