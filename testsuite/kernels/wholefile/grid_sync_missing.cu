//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//error: possible (write-read|read-write) race on partials\b
//grid_sync_missing\.cu:36:\d+:
//grid_sync_missing\.cu:39:\d+:
//^Confirmed by execution: .* race on partials\S* \(\S*grid_sync_missing\.cu:36 write, \S*grid_sync_missing\.cu:39 read\)

/* A cooperative kernel in two phases separated by this_grid().sync():
 * each block writes its partial sum, then every block reads all partials
 * to normalise its elements. Launched with cudaLaunchCooperativeKernel.
 * DEFECT: the grid.sync() between the phases is missing, so a block reads
 * partials other blocks are still writing. */
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace cg = cooperative_groups;

#define BLOCK 128

__global__ void normalize_two_phase(float *data, float *partials) {
  cg::grid_group grid = cg::this_grid();
  cg::thread_block block = cg::this_thread_block();
  __shared__ float s[BLOCK];
  unsigned i = grid.thread_rank();
  s[threadIdx.x] = data[i];
  block.sync();
  for (int k = BLOCK / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k)
      s[threadIdx.x] += s[threadIdx.x + k];
    block.sync();
  }
  if (threadIdx.x == 0)
    partials[blockIdx.x] = s[0];
  float total = 0.0f;
  for (int b = 0; b < gridDim.x; b++)
    total += partials[b];
  data[i] = data[i] / total;
}

int main() {
  const int blocks = 8, n = blocks * BLOCK;
  std::vector<float> h(n, 1.0f);
  float *d_data, *d_partials;
  checkCudaErrors(cudaMalloc(&d_data, n * sizeof(float)));
  checkCudaErrors(cudaMalloc(&d_partials, blocks * sizeof(float)));
  checkCudaErrors(cudaMemcpy(d_data, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  void *args[] = {&d_data, &d_partials};
  checkCudaErrors(cudaLaunchCooperativeKernel((void *)normalize_two_phase, dim3(blocks),
                                              dim3(BLOCK), args, 0, 0));
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaMemcpy(h.data(), d_data, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", h[0]);
  checkCudaErrors(cudaFree(d_data));
  checkCudaErrors(cudaFree(d_partials));
  return 0;
}
