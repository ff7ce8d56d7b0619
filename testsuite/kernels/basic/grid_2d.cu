//pass
//--blockDim=[16,16] --gridDim=[4,4]

/* 2D launch: threadIdx.y, blockIdx.y, blockDim.y, gridDim.x give a unique row-major index */
#include <cuda.h>

__global__ void scale_2d(const float *in, float *out) {
  unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
  unsigned width = gridDim.x * blockDim.x;
  out[y * width + x] = 2.0f * in[y * width + x];
}
