//pass
//--blockDim=128 --gridDim=4
//warp_exchange_syncwarp\.cu: rotate_in_warp: Verified$

/* A warp-level rotation through shared memory: each lane writes its value,
 * __syncwarp orders the warp's writes before its reads of a neighbour's. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define WARPS_PER_BLOCK 4

__global__ void rotate_in_warp(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int stage[WARPS_PER_BLOCK * 32];
  int lane = threadIdx.x & 31;
  int base = threadIdx.x - lane;
  stage[threadIdx.x] = in[blockIdx.x * blockDim.x + threadIdx.x];
  __syncwarp();
  int v = stage[base + ((lane + 1) & 31)];
  out[blockIdx.x * blockDim.x + threadIdx.x] = v;
}

int main() {
  const int n = 4 * WARPS_PER_BLOCK * 32;
  std::vector<int> h(n);
  for (int i = 0; i < n; i++)
    h[i] = i;
  int *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  rotate_in_warp<<<4, WARPS_PER_BLOCK * 32>>>(d_in, d_out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  printf("%d\n", h[0]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
