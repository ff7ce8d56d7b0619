//pass
//--blockDim=64 --gridDim=1

/* a second barrier separates the neighbour read from the overwrite */
#include <cuda.h>

__global__ void read_then_write(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  int v = s[(threadIdx.x + 1) % 64];
  __syncthreads();
  s[threadIdx.x] = v;
  A[threadIdx.x] = v;
}
