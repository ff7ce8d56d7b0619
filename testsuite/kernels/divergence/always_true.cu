//pass
//--blockDim=64 --gridDim=1

/* a thread-dependent condition that every thread satisfies: the barrier is uniform */
#include <cuda.h>

__global__ void always_true(int *A) {
  if (threadIdx.x < blockDim.x) {
    __syncthreads();
  }
  A[threadIdx.x] = 4;
}
