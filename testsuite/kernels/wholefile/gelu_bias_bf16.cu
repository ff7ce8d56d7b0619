//pass
//--blockDim=256 --gridDim=32
//gelu_bias_bf16\.cu: fused::gelu_bias_forward<__nv_bfloat16>: Verified$
//gelu_bias_bf16\.cu: fused::gelu_bias_forward<__half>: Verified$

/* Fused bias add + GELU (tanh approximation) over bf16 or half activations,
 * computed in float, templated over the storage type. */
#include <cstdio>
#include <vector>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "helper_check.h"

#define GELU_SCALING_FACTOR 0.7978845608f

namespace fused {

__device__ inline float to_float(__nv_bfloat16 v) { return __bfloat162float(v); }
__device__ inline float to_float(__half v) { return __half2float(v); }
template <typename T> __device__ inline T from_float(float v);
template <> __device__ inline __nv_bfloat16 from_float(float v) { return __float2bfloat16(v); }
template <> __device__ inline __half from_float(float v) { return __float2half(v); }

template <typename T>
__global__ void gelu_bias_forward(T *out, const T *__restrict__ inp,
                                  const T *__restrict__ bias, int N, int C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < N) {
    float x = to_float(inp[i]) + to_float(bias[i % C]);
    float cube = 0.044715f * x * x * x;
    out[i] = from_float<T>(0.5f * x * (1.0f + tanhf(GELU_SCALING_FACTOR * (x + cube))));
  }
}

} // namespace fused

template <typename T> void run(int N, int C) {
  T *d_out, *d_in, *d_bias;
  CUDA_CHECK(cudaMalloc(&d_out, N * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&d_in, N * sizeof(T)));
  CUDA_CHECK(cudaMalloc(&d_bias, C * sizeof(T)));
  CUDA_CHECK(cudaMemset(d_in, 0, N * sizeof(T)));
  CUDA_CHECK(cudaMemset(d_bias, 0, C * sizeof(T)));
  fused::gelu_bias_forward<T><<<divUp(N, 256), 256>>>(d_out, d_in, d_bias, N, C);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_bias));
}

int main() {
  run<__nv_bfloat16>(8192, 768);
  run<__half>(8192, 768);
  printf("done\n");
  return 0;
}
