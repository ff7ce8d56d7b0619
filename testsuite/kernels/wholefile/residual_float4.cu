//pass
//--blockDim=256 --gridDim=16
//residual_float4\.cu: residual_forward_vec4: Verified$

/* Residual add with 128-bit float4 loads and stores through
 * reinterpret_cast, as training codebases vectorise elementwise kernels. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void residual_forward_vec4(float *__restrict__ out, const float *__restrict__ inp1,
                                      const float *__restrict__ inp2, int N) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * 4;
  if (i + 3 < N) {
    float4 a = reinterpret_cast<const float4 *>(inp1)[i / 4];
    float4 b = __ldg(reinterpret_cast<const float4 *>(inp2) + i / 4);
    float4 c;
    c.x = a.x + b.x;
    c.y = a.y + b.y;
    c.z = a.z + b.z;
    c.w = a.w + b.w;
    reinterpret_cast<float4 *>(out)[i / 4] = c;
  }
}

int main() {
  const int N = 16 * 256 * 4;
  std::vector<float> a(N, 1.0f), b(N, 2.0f);
  float *d_a, *d_b, *d_out;
  CUDA_CHECK(cudaMalloc(&d_a, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_b, N * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, N * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_a, a.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemcpy(d_b, b.data(), N * sizeof(float), cudaMemcpyHostToDevice));
  residual_forward_vec4<<<divUp(N / 4, 256), 256>>>(d_out, d_a, d_b, N);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(a.data(), d_out, N * sizeof(float), cudaMemcpyDeviceToHost));
  printf("%f\n", a[0]);
  CUDA_CHECK(cudaFree(d_a));
  CUDA_CHECK(cudaFree(d_b));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
