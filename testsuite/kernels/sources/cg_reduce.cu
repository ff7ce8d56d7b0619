//pass
//--blockDim=256 --gridDim=16
//cg_reduce\.cu: block_sum: Verified$

/* A block reduction with cooperative groups: a tree in shared memory,
 * synchronised by the thread block's sync(); the tile (of <cooperative_groups.h>)
 * only names the warp that publishes the result. */
#include <cooperative_groups.h>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

namespace cg = cooperative_groups;

constexpr int kBlock = 256;

__global__ void block_sum(const int *in, int *out, int n) {
  __shared__ int partial[kBlock];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);

  unsigned t = block.thread_rank();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[t] = i < n ? in[i] : 0;
  block.sync();
  for (unsigned s = block.size() / 2; s > 0; s /= 2) {
    if (t < s)
      partial[t] += partial[t + s];
    block.sync();
  }
  if (warp.meta_group_rank() == 0 && warp.thread_rank() == 0)
    out[blockIdx.x] = partial[0];
}

int main() {
  const int n = 16 * kBlock;
  std::vector<int> h(n, 1);
  int *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, 16 * sizeof(int));
  cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);
  block_sum<<<n / kBlock, kBlock>>>(d_in, d_out, n);
  std::vector<int> sums(16);
  cudaMemcpy(sums.data(), d_out, sums.size() * sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", sums[0]);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
