//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=16
//barrier may be reached by non-uniform control flow|barrier divergence
//reduce_barrier_in_branch\.cu:22:\d+:

/* DEFECT: a block sum where the __syncthreads of the tree was moved inside
 * the `if (tid < s)` branch, so only the active half reaches it. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

template <unsigned BLOCK>
__global__ void block_sum(const float *__restrict__ in, float *__restrict__ out) {
  __shared__ float sdata[BLOCK];
  unsigned tid = threadIdx.x;
  sdata[tid] = in[blockIdx.x * BLOCK + tid];
  __syncthreads();
  for (unsigned s = BLOCK / 2; s > 0; s >>= 1) {
    if (tid < s) {
      sdata[tid] += sdata[tid + s];
      __syncthreads();
    }
  }
  if (tid == 0)
    out[blockIdx.x] = sdata[0];
}

int main() {
  const int blocks = 16, n = blocks * 256;
  std::vector<float> h(n, 1.0f);
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, blocks * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  block_sum<256><<<blocks, 256>>>(d_in, d_out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_out, blocks * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", h[0]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
