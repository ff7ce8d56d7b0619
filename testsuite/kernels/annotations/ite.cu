//pass
//--blockDim=64 --gridDim=2

/* __ite(c, a, b) in annotations: the value of a if c holds, else b. */
#include <cuda.h>

__global__ void ite(int *A, int flip) {
  unsigned i = flip ? threadIdx.x : blockDim.x - 1 - threadIdx.x;
  __assert(i == __ite(flip, threadIdx.x, blockDim.x - 1 - threadIdx.x));
  A[blockIdx.x * blockDim.x + i] = flip;
}
