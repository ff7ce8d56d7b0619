//pass
//--blockDim=[16,16] --gridDim=[2,2]

/* tiled transpose through __shared__ float tile[16][17] with a barrier */
#include <cuda.h>

__global__ void transpose(const float *in, float *out) {
  __shared__ float tile[16][17];
  unsigned width = gridDim.x * 16;
  unsigned x = blockIdx.x * 16 + threadIdx.x;
  unsigned y = blockIdx.y * 16 + threadIdx.y;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  unsigned ox = blockIdx.y * 16 + threadIdx.x;
  unsigned oy = blockIdx.x * 16 + threadIdx.y;
  out[oy * width + ox] = tile[threadIdx.x][threadIdx.y];
}
