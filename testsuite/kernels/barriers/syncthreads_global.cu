//pass
//--blockDim=64 --gridDim=4

/* __syncthreads() orders global accesses of threads in the same block */
#include <cuda.h>

__global__ void syncthreads_global(int *A, int *B) {
  unsigned base = blockIdx.x * blockDim.x;
  A[base + threadIdx.x] = threadIdx.x;
  __syncthreads();
  B[base + threadIdx.x] = A[base + (threadIdx.x + 1) % blockDim.x];
}
