//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: barrier may be reached by non-uniform control flow

/* different barriers in the two branches of a thread-dependent if */
#include <cuda.h>

__global__ void both_branches(int *A) {
  if (threadIdx.x < 32) {
    __syncthreads();
  } else {
    __syncthreads();
  }
  A[threadIdx.x] = 3;
}
