//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=[4,8]
//error: possible (write-read|read-write) race on (Ks|Vs)\b
//flash_attention_no_trailing_sync\.cu:4[01]:\d+:
//flash_attention_no_trailing_sync\.cu:(47|52):\d+:
//^Confirmed by execution: .* race on Ks\S* \(\S*flash_attention_no_trailing_sync\.cu:40 write, \S*flash_attention_no_trailing_sync\.cu:47 read\)
//^Confirmed by execution: .* race on Vs\S* \(\S*flash_attention_no_trailing_sync\.cu:41 write, \S*flash_attention_no_trailing_sync\.cu:54 read\)
//error: possible write-write race on O\b

/* Flash-attention-like forward pass: a block owns Br query rows (one per
 * thread); K and V tiles of Bc rows are loaded into shared memory, scores
 * go through an online softmax with a running max and sum.
 * DEFECT: the barrier after the use of a tile is missing, so a thread that
 * moves on to the next tile overwrites Ks/Vs while others still read them. */
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace attn {

template <int Bc, int D>
__global__ void flash_forward(const float *__restrict__ Q, const float *__restrict__ K,
                              const float *__restrict__ V, float *__restrict__ O, int N,
                              float scale) {
  __shared__ float Ks[Bc][D];
  __shared__ float Vs[Bc][D];
  int tx = threadIdx.x;
  int head = blockIdx.y;
  int row = blockIdx.x * blockDim.x + tx;
  const float *q = Q + (head * N + row) * D;
  float acc[D];
  for (int d = 0; d < D; d++)
    acc[d] = 0.0f;
  float m = -FLT_MAX, l = 0.0f;
  for (int j = 0; j < N / Bc; j++) {
    for (int d = 0; d < D; d++) {
      Ks[tx][d] = K[(head * N + j * Bc + tx) * D + d];
      Vs[tx][d] = V[(head * N + j * Bc + tx) * D + d];
    }
    __syncthreads();
    for (int c = 0; c < Bc; c++) {
      float s = 0.0f;
      for (int d = 0; d < D; d++)
        s += q[d] * Ks[c][d];
      s *= scale;
      float m_new = fmaxf(m, s);
      float corr = expf(m - m_new);
      float p = expf(s - m_new);
      l = l * corr + p;
      for (int d = 0; d < D; d++)
        acc[d] = acc[d] * corr + p * Vs[c][d];
      m = m_new;
    }
  }
  for (int d = 0; d < D; d++)
    O[(head * N + row) * D + d] = acc[d] / l;
}

} // namespace attn

int main() {
  constexpr int Bc = 32, D = 32;
  const int N = 128, H = 8;
  size_t bytes = (size_t)H * N * D * sizeof(float);
  std::vector<float> h(H * N * D, 0.1f);
  float *dQ, *dK, *dV, *dO;
  CUDA_CHECK(cudaMalloc(&dQ, bytes));
  CUDA_CHECK(cudaMalloc(&dK, bytes));
  CUDA_CHECK(cudaMalloc(&dV, bytes));
  CUDA_CHECK(cudaMalloc(&dO, bytes));
  CUDA_CHECK(cudaMemcpy(dQ, h.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dK, h.data(), bytes, cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dV, h.data(), bytes, cudaMemcpyHostToDevice));
  dim3 grid(N / Bc, H);
  attn::flash_forward<Bc, D><<<grid, Bc>>>(dQ, dK, dV, dO, N, 1.0f / sqrtf((float)D));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), dO, bytes, cudaMemcpyDeviceToHost));
  printf("O[0] = %f\n", h[0]);
  CUDA_CHECK(cudaFree(dQ));
  CUDA_CHECK(cudaFree(dK));
  CUDA_CHECK(cudaFree(dV));
  CUDA_CHECK(cudaFree(dO));
  return 0;
}
