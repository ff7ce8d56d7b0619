//pass
//--blockDim=128 --gridDim=8

/* vector add with the global index blockIdx.x * blockDim.x + threadIdx.x */
#include <cuda.h>

__global__ void vec_add(const int *A, const int *B, int *C) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  C[i] = A[i] + B[i];
}
