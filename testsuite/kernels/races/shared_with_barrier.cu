//pass
//--blockDim=64 --gridDim=8

/* block-wise reverse through __shared__ memory with __syncthreads() */
#include <cuda.h>

__global__ void reverse(int *A) {
  __shared__ int s[64];
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = A[g];
  __syncthreads();
  A[g] = s[63 - threadIdx.x];
}
