//pass
//--blockDim=64 --gridDim=4

/* assertions about thread and block ids that always hold */
#include <cuda.h>

__global__ void assert_holds(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  __assert(threadIdx.x < blockDim.x);
  __assert(blockIdx.x < gridDim.x);
  __assert(i < 256);
  A[i] = 0;
}
