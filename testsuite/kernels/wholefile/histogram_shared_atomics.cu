//pass
//--blockDim=256 --gridDim=16
//histogram_shared_atomics\.cu: histogram256: Verified$

/* Histogram with per-block bins in shared memory updated by atomicAdd,
 * then merged into the global histogram with atomics. */
#include <cstdint>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define NUM_BINS 256

__global__ void histogram256(const uint8_t *__restrict__ data, unsigned *hist,
                             int n) {
  __shared__ unsigned s_hist[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    s_hist[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    atomicAdd(&s_hist[data[i]], 1u);
  __syncthreads();
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    atomicAdd(&hist[b], s_hist[b]);
}

int main() {
  const int n = 1 << 20;
  std::vector<uint8_t> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (uint8_t)(rand() & 0xff);
  uint8_t *d_data;
  unsigned *d_hist;
  checkCudaErrors(cudaMalloc(&d_data, n));
  checkCudaErrors(cudaMalloc(&d_hist, NUM_BINS * sizeof(unsigned)));
  checkCudaErrors(cudaMemcpy(d_data, h.data(), n, cudaMemcpyHostToDevice));
  checkCudaErrors(cudaMemset(d_hist, 0, NUM_BINS * sizeof(unsigned)));
  histogram256<<<16, 256>>>(d_data, d_hist, n);
  getLastCudaError("histogram256");
  std::vector<unsigned> out(NUM_BINS);
  checkCudaErrors(cudaMemcpy(out.data(), d_hist, NUM_BINS * sizeof(unsigned),
                             cudaMemcpyDeviceToHost));
  unsigned long total = 0;
  for (unsigned v : out)
    total += v;
  printf("total %lu\n", total);
  checkCudaErrors(cudaFree(d_data));
  checkCudaErrors(cudaFree(d_hist));
  return 0;
}
