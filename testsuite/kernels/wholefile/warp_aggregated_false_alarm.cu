//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=8
//error: possible write-write race on out\[
//warp_aggregated_false_alarm\.cu: warp_aggregated_append: 1 error
//warp_aggregated_false_alarm\.cu: count_keys: Verified$
//^Write by .*, \S*warp_aggregated_false_alarm\.cu:34:51:\n.*\n\nWrite by .*, \S*warp_aggregated_false_alarm\.cu:34:51:$

/* FALSE ALARM: warp_aggregated_append is race-free (each warp's leader
 * reserves a distinct range of out with atomicAdd on the counter and each
 * lane writes a distinct slot of it), but Tandem does not know that the
 * values atomicAdd returns to different warps are distinct ranges and
 * reports a write-write race on out.
 * Warp-aggregated atomics: __ballot_sync and __popc elect one lane per warp
 * to reserve space with a single atomicAdd, the others take offsets from
 * the ballot; a second kernel groups equal keys with __match_any_sync and
 * sums with __reduce_add_sync, checking __any_sync first. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void warp_aggregated_append(const int *__restrict__ in, int *__restrict__ out,
                                       int *counter, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x & 31;
  bool keep = i < n && in[i] > 0;
  unsigned mask = __ballot_sync(0xffffffffu, keep);
  int leader = __ffs(mask) - 1;
  int base = 0;
  if (lane == leader)
    base = atomicAdd(counter, __popc(mask));
  base = __shfl_sync(0xffffffffu, base, leader < 0 ? 0 : leader);
  if (keep)
    out[base + __popc(mask & ((1u << lane) - 1))] = in[i];
}

__global__ void count_keys(const unsigned *__restrict__ keys, unsigned *hist) {
  unsigned k = keys[blockIdx.x * blockDim.x + threadIdx.x] % 16;
  if (!__any_sync(0xffffffffu, k != 0))
    return;
  unsigned peers = __match_any_sync(0xffffffffu, k);
  unsigned total = __reduce_add_sync(0xffffffffu, 1u);
  if ((threadIdx.x & 31) == (unsigned)(__ffs(peers) - 1))
    atomicAdd(&hist[k], __popc(peers) + 0 * total);
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
  warp_aggregated_append<<<n / 128, 128>>>(d_in, d_out, d_counter, n);
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
