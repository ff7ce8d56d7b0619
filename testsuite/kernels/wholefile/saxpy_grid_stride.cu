//pass
//--blockDim=128 --gridDim=16
//saxpy_grid_stride\.cu: saxpy: Verified$

/* SAXPY with a grid-stride loop and __ldg loads. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void saxpy(int n, float a, const float *__restrict__ x,
                      float *__restrict__ y) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    y[i] = a * __ldg(&x[i]) + y[i];
}

int main(void) {
  const int N = 1 << 20;
  std::vector<float> x(N, 1.0f), y(N, 2.0f);
  float *d_x, *d_y;
  CUDA_CHECK(cudaMalloc(&d_x, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_y, N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_x, x.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_y, y.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  int devId, numSMs;
  CUDA_CHECK(cudaGetDevice(&devId));
  CUDA_CHECK(cudaDeviceGetAttribute(&numSMs, cudaDevAttrMultiProcessorCount, devId));
  saxpy<<<16 * numSMs, 128>>>(N, 2.0f, d_x, d_y);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(y.data(), d_y, N * sizeof(float), cudaMemcpyDeviceToHost));
  float maxError = 0.0f;
  for (int i = 0; i < N; i++)
    maxError = fmaxf(maxError, fabsf(y[i] - 4.0f));
  printf("Max error: %f\n", maxError);
  CUDA_CHECK(cudaFree(d_x));
  CUDA_CHECK(cudaFree(d_y));
  return 0;
}
