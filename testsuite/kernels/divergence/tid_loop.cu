//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//tid_loop\.cu:10:\d+: error: barrier may be reached by non-uniform control flow

/* a barrier in a loop whose trip count is threadIdx.x */
#include <cuda.h>

__global__ void tid_loop(int *A) {
  for (unsigned i = 0; i < threadIdx.x; i++) {
    __syncthreads();
  }
}
