//xfail:NOT_ALL_VERIFIED
//--blockDim=[16,16] --gridDim=[4,4]
//error: barrier may be reached by non-uniform control flow|barrier divergence
//stencil2d_divergent_barrier\.cu:23:\d+:

/* DEFECT: a 2-D five-point stencil whose halo threads return early, so the
 * __syncthreads is inside thread-dependent control flow. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define BX 16
#define BY 16

__global__ void laplace2d(const float *in, float *out, int width, int height) {
  __shared__ float tile[BY][BX];
  int x = blockIdx.x * (BX - 2) + threadIdx.x;
  int y = blockIdx.y * (BY - 2) + threadIdx.y;
  if (x >= width || y >= height)
    return;
  tile[threadIdx.y][threadIdx.x] = in[y * width + x];
  __syncthreads();
  if (threadIdx.x > 0 && threadIdx.x < BX - 1 && threadIdx.y > 0 &&
      threadIdx.y < BY - 1)
    out[y * width + x] = tile[threadIdx.y - 1][threadIdx.x] +
                         tile[threadIdx.y + 1][threadIdx.x] +
                         tile[threadIdx.y][threadIdx.x - 1] +
                         tile[threadIdx.y][threadIdx.x + 1] -
                         4.0f * tile[threadIdx.y][threadIdx.x];
}

int main() {
  const int w = 50, h = 50;
  std::vector<float> host(w * h, 1.0f);
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, w * h * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, w * h * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, host.data(), w * h * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(BX, BY);
  dim3 grid(divUp(w - 2, BX - 2), divUp(h - 2, BY - 2));
  laplace2d<<<grid, block>>>(d_in, d_out, w, h);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(host.data(), d_out, w * h * sizeof(float), cudaMemcpyDeviceToHost));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
