//pass
//--blockDim=256 --gridDim=8
//bitonic_shared\.cu: bitonic_sort_step: Verified$
//bitonic_shared\.cu: bitonic_sort_shared: Verified$

/* bitonic_sort_shared reads and writes only
 * values[blockIdx.x * 256 + threadIdx.x], before and after the nested
 * k <<= 1 / j >>= 1 loops of barriers: the log of the read is kept through
 * those loops (rule log-kept), so the write after them is no race.
 * Bitonic sort: a global step kernel launched once per (j, k) pair, where
 * only the thread with the lower index of each pair swaps, and a
 * block-local sort in shared memory. */
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

__global__ void bitonic_sort_shared(float *values) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = values[blockIdx.x * 256 + t];
  __syncthreads();
  for (unsigned k = 2; k <= 256; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned ixj = t ^ j;
      if (ixj > t) {
        float a = s[t], b = s[ixj];
        if (((t & k) == 0) == (a > b)) {
          s[t] = b;
          s[ixj] = a;
        }
      }
      __syncthreads();
    }
  }
  values[blockIdx.x * 256 + t] = s[t];
}

int main() {
  const int n = 2048;
  std::vector<float> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (float)((i * 7919) % n);
  float *d;
  checkCudaErrors(cudaMalloc(&d, n * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  bitonic_sort_shared<<<n / 256, 256>>>(d);
  for (int k = 2; k <= n; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1)
      bitonic_sort_step<<<n / 256, 256>>>(d, j, k);
  getLastCudaError("bitonic");
  checkCudaErrors(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f %f\n", h[0], h[n - 1]);
  checkCudaErrors(cudaFree(d));
  return 0;
}
