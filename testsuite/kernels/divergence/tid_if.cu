//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//tid_if\.cu:10:\d+: error: barrier may be reached by non-uniform control flow

/* __syncthreads() reached only by threads 0..15 */
#include <cuda.h>

__global__ void tid_if(int *A) {
  if (threadIdx.x < 16) {
    __syncthreads();
  }
  A[threadIdx.x] = 0;
}
