//pass
//--blockDim=256 --gridDim=16
//conv_constant\.cu: convolutionRows: Verified$

/* 1-D convolution with the filter in __constant__ memory, copied there by
 * cudaMemcpyToSymbol; the input row is staged in shared memory with an
 * apron of KERNEL_RADIUS on each side. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define KERNEL_RADIUS 8
#define KERNEL_LENGTH (2 * KERNEL_RADIUS + 1)
#define TILE 256

__constant__ float c_Kernel[KERNEL_LENGTH];

__global__ void convolutionRows(float *__restrict__ dst, const float *__restrict__ src,
                                int n) {
  __shared__ float s[TILE + 2 * KERNEL_RADIUS];
  int base = blockIdx.x * TILE;
  for (int i = threadIdx.x; i < TILE + 2 * KERNEL_RADIUS; i += blockDim.x) {
    int g = base + i - KERNEL_RADIUS;
    s[i] = (g >= 0 && g < n) ? src[g] : 0.0f;
  }
  __syncthreads();
  float sum = 0;
#pragma unroll
  for (int j = -KERNEL_RADIUS; j <= KERNEL_RADIUS; j++)
    sum += c_Kernel[KERNEL_RADIUS - j] * s[threadIdx.x + KERNEL_RADIUS + j];
  if (base + threadIdx.x < n)
    dst[base + threadIdx.x] = sum;
}

int main() {
  const int n = 16 * TILE;
  std::vector<float> h_Kernel(KERNEL_LENGTH, 1.0f / KERNEL_LENGTH), h(n, 1.0f);
  checkCudaErrors(cudaMemcpyToSymbol(c_Kernel, h_Kernel.data(),
                                     KERNEL_LENGTH * sizeof(float)));
  float *d_src, *d_dst;
  checkCudaErrors(cudaMalloc(&d_src, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_dst, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d_src, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  convolutionRows<<<n / TILE, TILE>>>(d_dst, d_src, n);
  getLastCudaError("convolutionRows");
  checkCudaErrors(cudaMemcpy(h.data(), d_dst, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", h[n / 2]);
  checkCudaErrors(cudaFree(d_src));
  checkCudaErrors(cudaFree(d_dst));
  return 0;
}
