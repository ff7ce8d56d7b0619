//pass
//--blockDim=128 --gridDim=8
//warp_votes_match\.cu: count_keys: Verified$

/* Warp-aggregated histogram: lanes with equal keys are grouped with
 * __match_any_sync, the lowest lane of each group adds the group's size
 * with one atomicAdd; __any_sync skips all-zero warps, __ballot_sync and
 * __reduce_add_sync count the live lanes. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void count_keys(const unsigned *__restrict__ keys, unsigned *hist) {
  unsigned k = keys[blockIdx.x * blockDim.x + threadIdx.x] % 16;
  if (!__any_sync(0xffffffffu, k != 0))
    return;
  unsigned peers = __match_any_sync(0xffffffffu, k);
  unsigned live = __popc(__ballot_sync(0xffffffffu, 1));
  unsigned total = __reduce_add_sync(0xffffffffu, 1u);
  if ((threadIdx.x & 31) == (unsigned)(__ffs(peers) - 1))
    atomicAdd(&hist[k], __popc(peers) + (total - live));
}

int main() {
  const int n = 1024;
  std::vector<int> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (i % 3) - 1;
  int *d_in, *d_out, *d_counter;
  unsigned *d_hist;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_counter, sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_hist, 16 * sizeof(unsigned)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_counter, 0, sizeof(int)));
  CUDA_CHECK(cudaMemset(d_hist, 0, 16 * sizeof(unsigned)));
  count_keys<<<n / 128, 128>>>((const unsigned *)d_in, d_hist);
  CUDA_CHECK(cudaGetLastError());
  int count;
  CUDA_CHECK(cudaMemcpy(&count, d_counter, sizeof(int), cudaMemcpyDeviceToHost));
  printf("kept %d\n", count);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_counter));
  CUDA_CHECK(cudaFree(d_hist));
  return 0;
}
