//pass
//--blockDim=128 --gridDim=16
//softmax_row_guard\.cu: train::softmax_rows<float, 128, 1024>: Verified$

/* The same kernel as softmax_warp_rows.cu with the usual
 * `if (row >= N) return;` guard before the loops: each warp writes only
 * its own row. A thread 1 that returned early logs no access in the loops
 * (rule log-not-entered), so a store of another lane is no race with it.
 * (With a run-time row length C, loops `i = lane; i < C; i += 32`, the
 * proof times out.)
 * Training-codebase softmax: one warp per row, max and sum by butterfly
 * shuffles (__shfl_xor_sync), a template over the element type and the
 * block size, in a namespace. */
#include <cfloat>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace train {

__device__ __forceinline__ float warpReduceMax(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

__device__ __forceinline__ float warpReduceSum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

template <typename T, int BLOCK, int C>
__global__ void softmax_rows(T *__restrict__ out, const T *__restrict__ inp, int N) {
  int lane = threadIdx.x % 32;
  int row = blockIdx.x * (BLOCK / 32) + threadIdx.x / 32;
  if (row >= N)
    return;
  float maxval = -FLT_MAX;
  for (int k = 0; k < C / 32; k++)
    maxval = fmaxf(maxval, (float)inp[row * C + k * 32 + lane]);
  maxval = warpReduceMax(maxval);
  float sum = 0.0f;
  for (int k = 0; k < C / 32; k++)
    sum += expf((float)inp[row * C + k * 32 + lane] - maxval);
  sum = warpReduceSum(sum);
  for (int k = 0; k < C / 32; k++)
    out[row * C + k * 32 + lane] =
        (T)(expf((float)inp[row * C + k * 32 + lane] - maxval) / sum);
}

} // namespace train

int main() {
  const int N = 64;
  constexpr int C = 1024;
  std::vector<float> h(N * C, 0.5f);
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, N * C * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, N * C * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), N * C * sizeof(float), cudaMemcpyHostToDevice));
  constexpr int block = 128;
  train::softmax_rows<float, block, C><<<N / (block / 32), block>>>(d_out, d_in, N);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_out, N * C * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", h[0]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
