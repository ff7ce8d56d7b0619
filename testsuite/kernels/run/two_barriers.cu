//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run
//two_barriers\.cu: error: barrier divergence in an execution:$
//^Barrier reached by thread 0 in block 0, .*two_barriers\.cu:14:5:$
//^Another barrier reached by thread 16 in block 0, .*two_barriers\.cu:17:5:$
//two_barriers\.cu: two_barriers: note: the execution stopped at that defect$

/* every thread reaches a barrier, but not the same one */
#include <cuda.h>

__global__ void two_barriers(int *A) {
  if (threadIdx.x < 16) {
    A[threadIdx.x] = 1;
    __syncthreads();
  } else {
    A[threadIdx.x] = 2;
    __syncthreads();
  }
}
