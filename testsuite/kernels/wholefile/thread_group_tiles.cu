//pass
//--blockDim=256 --gridDim=8
//thread_group_tiles\.cu: tile_partial_sums: Verified$

/* Cooperative groups through the generic thread_group handle:
 * tiled_partition(block, 16) splits the block into tiles of 16 threads;
 * each tile reduces its values in its own 16 elements of shared memory
 * with tile.sync(), which orders the tile's threads only. */
#include <cooperative_groups.h>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace cg = cooperative_groups;

__device__ int tile_sum(cg::thread_group g, int *temp, int val) {
  int lane = g.thread_rank();
  for (int i = g.size() / 2; i > 0; i /= 2) {
    temp[lane] = val;
    g.sync();
    if (lane < i)
      val += temp[lane + i];
    g.sync();
  }
  return val;
}

__global__ void tile_partial_sums(const int *__restrict__ in, int *__restrict__ out) {
  __shared__ int workspace[256];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_group tile16 = cg::tiled_partition(block, 16);
  int base = (threadIdx.x / 16) * 16;
  int v = in[blockIdx.x * blockDim.x + threadIdx.x];
  int s = tile_sum(tile16, workspace + base, v);
  if (tile16.thread_rank() == 0)
    out[blockIdx.x * 16 + threadIdx.x / 16] = s;
}

int main() {
  const int n = 8 * 256;
  std::vector<int> h(n, 1);
  int *d_in, *d_out;
  checkCudaErrors(cudaMalloc(&d_in, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&d_out, n / 16 * sizeof(int)));
  checkCudaErrors(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  tile_partial_sums<<<8, 256>>>(d_in, d_out);
  getLastCudaError("tile_partial_sums");
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  return 0;
}
