//pass
//--blockDim=64 --gridDim=4

/* all threads read a __constant__ array */
#include <cuda.h>

__constant__ int coeff[4];

__global__ void constant_read(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = coeff[threadIdx.x % 4] * coeff[0];
}
