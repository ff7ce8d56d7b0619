//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//bodiless_divergence\.cu:13:\d+: error: barrier may be reached by non-uniform control flow

/* a loop condition from a bodiless function differs between threads */
#include <cuda.h>

__device__ bool more(void);

__global__ void bodiless_divergence(int *A) {
  while (more()) {
    A[threadIdx.x] += 1;
    __syncthreads();
  }
}
