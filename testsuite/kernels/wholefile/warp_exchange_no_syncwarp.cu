//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//error: possible (write-read|read-write) race on stage\[
//warp_exchange_no_syncwarp\.cu:22:\d+:
//warp_exchange_no_syncwarp\.cu:23:\d+:
//^Confirmed by execution: .* race on stage\S* \(\S*warp_exchange_no_syncwarp\.cu:23 read, \S*warp_exchange_no_syncwarp\.cu:22 write\)

/* DEFECT: a warp-level transpose through shared memory: each lane writes
 * its value and reads its neighbour's, but the __syncwarp between the
 * write and the read is missing (independent thread scheduling). */
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
