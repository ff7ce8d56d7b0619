//pass
//--blockDim=32 --gridDim=4

/* __shared__ memory is per block: threads of different blocks never race on it */
#include <cuda.h>

__global__ void shared_per_block(int *A) {
  __shared__ int s[32];
  s[threadIdx.x] = blockIdx.x;
  __syncthreads();
  A[blockIdx.x * blockDim.x + threadIdx.x] = s[31 - threadIdx.x];
}
