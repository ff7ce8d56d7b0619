//pass
//--blockDim=128 --gridDim=8
//layernorm_cg\.cu: layernorm_forward<768>: Verified$

/* LayerNorm forward, one warp (a tiled_partition<32>) per row; mean and
 * variance by cg::reduce; lane 0 stores the statistics. */
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace cg = cooperative_groups;

template <int C>
__global__ void layernorm_forward(float *__restrict__ out, float *__restrict__ mean,
                                  float *__restrict__ rstd, const float *__restrict__ inp,
                                  const float *__restrict__ weight,
                                  const float *__restrict__ bias) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int idx = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  int lane = warp.thread_rank();
  float sum = 0.0f;
  for (int k = 0; k < C / 32; k++)
    sum += inp[idx * C + k * 32 + lane];
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  float m = sum / C;
  float var = 0.0f;
  for (int k = 0; k < C / 32; k++) {
    float d = inp[idx * C + k * 32 + lane] - m;
    var += d * d;
  }
  var = cg::reduce(warp, var, cg::plus<float>{});
  float s = rsqrtf(var / C + 1e-5f);
  if (lane == 0) {
    mean[idx] = m;
    rstd[idx] = s;
  }
  for (int k = 0; k < C / 32; k++) {
    int c = k * 32 + lane;
    out[idx * C + c] = s * (inp[idx * C + c] - m) * weight[c] + bias[c];
  }
}

int main() {
  const int B = 4, T = 8, N = B * T;
  constexpr int C = 768;
  std::vector<float> h(N * C, 1.0f), w(C, 1.0f), b(C, 0.0f);
  float *d_out, *d_mean, *d_rstd, *d_inp, *d_w, *d_b;
  CUDA_CHECK(cudaMalloc(&d_out, N * C * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_mean, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_rstd, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_inp, N * C * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_w, C * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_b, C * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_inp, h.data(), N * C * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_w, w.data(), C * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_b, b.data(), C * sizeof(float), cudaMemcpyHostToDevice));
  const int block_size = 128;
  layernorm_forward<C><<<N * 32 / block_size, block_size>>>(d_out, d_mean, d_rstd, d_inp,
                                                         d_w, d_b);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  cudaFree(d_out);
  cudaFree(d_mean);
  cudaFree(d_rstd);
  cudaFree(d_inp);
  cudaFree(d_w);
  cudaFree(d_b);
  return 0;
}
