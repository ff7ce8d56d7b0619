//pass
//--blockDim=64 --gridDim=4

/* dynamically sized extern __shared__ array with a barrier */
#include <cuda.h>

extern __shared__ int buf[];

__global__ void extern_shared(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = A[i];
  __syncthreads();
  A[i] = buf[blockDim.x - 1 - threadIdx.x];
}
