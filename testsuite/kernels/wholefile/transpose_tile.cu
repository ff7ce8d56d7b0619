//pass
//--blockDim=[32,8] --gridDim=[8,8]
//transpose_tile\.cu: transposeCoalesced: Verified$

/* Matrix transpose through a shared tile padded by one column to avoid
 * bank conflicts; each thread copies TILE_DIM/BLOCK_ROWS elements. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define TILE_DIM 32
#define BLOCK_ROWS 8

__global__ void transposeCoalesced(float *odata, const float *idata) {
  __shared__ float tile[TILE_DIM][TILE_DIM + 1];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  int width = gridDim.x * TILE_DIM;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    tile[threadIdx.y + j][threadIdx.x] = idata[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    odata[(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  const int nx = 256, ny = 256;
  const size_t mem = nx * ny * sizeof(float);
  std::vector<float> h(nx * ny);
  for (int i = 0; i < nx * ny; i++)
    h[i] = (float)i;
  float *d_in, *d_out;
  checkCudaErrors(cudaMalloc(&d_in, mem));
  checkCudaErrors(cudaMalloc(&d_out, mem));
  checkCudaErrors(cudaMemcpy(d_in, h.data(), mem, cudaMemcpyHostToDevice));
  dim3 dimGrid(nx / TILE_DIM, ny / TILE_DIM, 1);
  dim3 dimBlock(TILE_DIM, BLOCK_ROWS, 1);
  transposeCoalesced<<<dimGrid, dimBlock>>>(d_out, d_in);
  getLastCudaError("transpose");
  checkCudaErrors(cudaMemcpy(h.data(), d_out, mem, cudaMemcpyDeviceToHost));
  printf("%f\n", h[1]);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  return 0;
}
