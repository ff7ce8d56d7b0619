//pass
//--blockDim=[16,16] --gridDim=[8,4]
//matmul_epilogue\.cu: gemm::matmul_bias_gelu<__half, 16>: Verified$

/* A tiled half-precision GEMM with a fused epilogue: accumulate in float,
 * then add the bias, apply GELU and store as __half. */
#include <cstdio>
#include <vector>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "helper_check.h"

namespace gemm {

__device__ __forceinline__ float gelu(float x) {
  return 0.5f * x * (1.0f + tanhf(0.7978845608f * (x + 0.044715f * x * x * x)));
}

template <typename T, int TILE>
__global__ void matmul_bias_gelu(T *__restrict__ out, const T *__restrict__ A,
                                 const T *__restrict__ B, const float *__restrict__ bias,
                                 int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  const int Ncols = gridDim.x * TILE;
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;
  for (int t = 0; t < K / TILE; t++) {
    As[threadIdx.y][threadIdx.x] = __half2float(A[row * K + t * TILE + threadIdx.x]);
    Bs[threadIdx.y][threadIdx.x] = __half2float(B[(t * TILE + threadIdx.y) * Ncols + col]);
    __syncthreads();
    for (int k = 0; k < TILE; k++)
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    __syncthreads();
  }
  out[row * Ncols + col] = __float2half(gelu(acc + bias[col]));
}

} // namespace gemm

int main() {
  constexpr int TILE = 16;
  const int M = 64, N = 128, K = 256;
  std::vector<__half> hA(M * K, __float2half(0.01f)), hB(K * N, __float2half(0.02f));
  std::vector<float> hbias(N, 0.1f);
  __half *dA, *dB, *dOut;
  float *dBias;
  CUDA_CHECK(cudaMalloc(&dA, M * K * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&dB, K * N * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&dOut, M * N * sizeof(__half)));
  CUDA_CHECK(cudaMalloc(&dBias, N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(dA, hA.data(), M * K * sizeof(__half), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dB, hB.data(), K * N * sizeof(__half), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(dBias, hbias.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  dim3 block(TILE, TILE), grid(N / TILE, M / TILE);
  gemm::matmul_bias_gelu<__half, TILE><<<grid, block>>>(dOut, dA, dB, dBias, K);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dOut));
  CUDA_CHECK(cudaFree(dBias));
  return 0;
}
