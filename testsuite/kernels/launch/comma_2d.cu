//pass
//--blockDim=16,16 --gridDim=2,2

/* 2D launch sizes in comma syntax */
#include <cuda.h>

__global__ void launch_2d(int *A) {
  __assert(blockDim.x == 16 && blockDim.y == 16);
  __assert(gridDim.x == 2 && gridDim.y == 2);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  A[y * 32 + x] = 1;
}
