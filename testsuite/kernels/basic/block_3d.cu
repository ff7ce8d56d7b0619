//pass
//--blockDim=[4,4,4] --gridDim=2

/* 3D block: threadIdx.z/y/x linearised, one element per thread per block */
#include <cuda.h>

__global__ void block_3d(int *A) {
  unsigned local = (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  unsigned size = blockDim.x * blockDim.y * blockDim.z;
  A[blockIdx.x * size + local] = local;
}
