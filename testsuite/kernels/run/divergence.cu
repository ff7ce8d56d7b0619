//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run
//divergence\.cu: error: barrier divergence in an execution:$
//^Barrier reached by thread 0 in block 0, .*divergence\.cu:13:5:\n    __syncthreads\(\);$
//^The end of the kernel reached by thread 16 in block 0$
//divergence\.cu: divergence: 1 error$

/* only half of the block reaches the barrier */
#include <cuda.h>

__global__ void divergence(int *A) {
  if (threadIdx.x < 16) {
    __syncthreads();
    A[threadIdx.x] = 1;
  }
}
