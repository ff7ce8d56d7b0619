//pass
//--blockDim=64 --gridDim=1

/* inside a branch, __enabled() implies the branch condition */
#include <cuda.h>

__global__ void enabled(int *A) {
  if (threadIdx.x < 16) {
    __assert(__enabled());
    __assert(__implies(__enabled(), threadIdx.x < 16));
    A[threadIdx.x] = 1;
  }
}
