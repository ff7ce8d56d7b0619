//pass
//--blockDim=32 --gridDim=[4,8]
//flash_attention_tiles\.cu: attn::flash_forward<32, 32, 128>: Verified$

/* Thread tx writes only row tx of Ks and Vs, and barriers separate each
 * tile's loads from its reads and from the next tile's loads: the rows a
 * thread loaded in the loop over a tile's rows stay within that loop's
 * bound in every later tile.
 * Flash-attention-like forward pass: a block owns Br query rows (one per
 * thread); K and V tiles of Bc rows are loaded into shared memory, scores
 * go through an online softmax with a running max and sum, and barriers
 * separate the tile loads from their use. */
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace attn {

template <int Bc, int D, int N>
__global__ void flash_forward(const float *__restrict__ Q, const float *__restrict__ K,
                              const float *__restrict__ V, float *__restrict__ O,
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
    __syncthreads();
  }
  for (int d = 0; d < D; d++)
    O[(head * N + row) * D + d] = acc[d] / l;
}

} // namespace attn

int main() {
  constexpr int Bc = 32, D = 32;
  constexpr int N = 128, H = 8;
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
  attn::flash_forward<Bc, D, N><<<grid, Bc>>>(dQ, dK, dV, dO, 1.0f / sqrtf((float)D));
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), dO, bytes, cudaMemcpyDeviceToHost));
  printf("O[0] = %f\n", h[0]);
  CUDA_CHECK(cudaFree(dQ));
  CUDA_CHECK(cudaFree(dK));
  CUDA_CHECK(cudaFree(dV));
  CUDA_CHECK(cudaFree(dO));
  return 0;
}
