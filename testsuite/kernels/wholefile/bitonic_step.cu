//pass
//--blockDim=256 --gridDim=8
//bitonic_step\.cu: bitonic_sort_step: Verified$

/* Bitonic sort: a global step kernel launched once per (j, k) pair, where
 * only the thread with the lower index of each pair swaps. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void bitonic_sort_step(float *dev_values, int j, int k) {
  unsigned i = threadIdx.x + blockDim.x * blockIdx.x;
  unsigned ixj = i ^ j;
  if (ixj > i) {
    float a = dev_values[i], b = dev_values[ixj];
    bool up = (i & k) == 0;
    if ((up && a > b) || (!up && a < b)) {
      dev_values[i] = b;
      dev_values[ixj] = a;
    }
  }
}

int main() {
  const int n = 2048;
  std::vector<float> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 7919) % n);
  float *d;
  checkCudaErrors(cudaMalloc(&d, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      bitonic_sort_step<<<n / 256, 256>>>(d, j, k);
  getLastCudaError("bitonic");
  checkCudaErrors(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f %f\n", h[0], h[n - 1]);
  checkCudaErrors(cudaFree(d));
  return 0;
}
