//pass
//--blockDim=[32,2] --gridDim=[3,5]

/* the launch sizes and id ranges are visible to assertions */
#include <cuda.h>

__global__ void launch_values(int *A) {
  __assert(blockDim.x == 32 && blockDim.y == 2 && blockDim.z == 1);
  __assert(gridDim.x == 3 && gridDim.y == 5 && gridDim.z == 1);
  __assert(threadIdx.x < 32 && threadIdx.y < 2 && threadIdx.z == 0);
  __assert(blockIdx.x < 3 && blockIdx.y < 5 && blockIdx.z == 0);
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  A[y * (gridDim.x * blockDim.x) + x] = 7;
}
