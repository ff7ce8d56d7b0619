//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//early_return\.cu:12:\d+: error: barrier may be reached by non-uniform control flow

/* thread 0 returns early and never reaches the barrier */
#include <cuda.h>

__global__ void early_return(int *A) {
  if (threadIdx.x == 0) {
    return;
  }
  __syncthreads();
  A[threadIdx.x] = 1;
}
