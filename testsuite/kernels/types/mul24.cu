//pass
//--blockDim=64 --gridDim=8

/* __mul24 is the product of the low 24 bits: exact for these ids */
#include <cuda.h>

__global__ void mul24(int *A) {
  int i = __mul24(blockIdx.x, blockDim.x) + threadIdx.x;
  A[i] = i;
}
