//pass
//--blockDim=512 --gridDim=16
//adamw_update\.cu: adamw_kernel: Verified$

/* AdamW optimizer step: every thread updates one parameter and its two
 * moment buffers; bias corrections are computed on the host. */
#include <cmath>
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__device__ inline float lerp_(float start, float end, float weight) {
  return fmaf(weight, end, fmaf(-weight, start, start));
}

__global__ void adamw_kernel(float *params, const float *__restrict__ grads,
                             float *m_memory, float *v_memory, long num_parameters,
                             float learning_rate, float beta1, float beta2,
                             float beta1_correction, float beta2_correction, float eps,
                             float weight_decay) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= num_parameters)
    return;
  float grad = grads[i];
  float m = m_memory[i];
  float v = v_memory[i];
  m = lerp_(grad, m, beta1);
  m_memory[i] = m;
  v = lerp_(grad * grad, v, beta2);
  v_memory[i] = v;
  m /= beta1_correction;
  v /= beta2_correction;
  params[i] -= learning_rate * (m / (sqrtf(v) + eps) + weight_decay * params[i]);
}

int main() {
  const long n = 8192;
  float *p, *g, *m, *v;
  CUDA_CHECK(cudaMalloc(&p, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&g, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&m, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&v, n * sizeof(float)));
  CUDA_CHECK(cudaMemset(m, 0, n * sizeof(float)));
  CUDA_CHECK(cudaMemset(v, 0, n * sizeof(float)));
  float beta1 = 0.9f, beta2 = 0.999f;
  for (int t = 1; t <= 3; t++) {
    float b1c = 1.0f - powf(beta1, t), b2c = 1.0f - powf(beta2, t);
    adamw_kernel<<<divUp((int)n, 512), 512>>>(p, g, m, v, n, 1e-3f, beta1, beta2, b1c,
                                               b2c, 1e-8f, 0.01f);
    CUDA_CHECK(cudaGetLastError());
  }
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(p));
  CUDA_CHECK(cudaFree(g));
  CUDA_CHECK(cudaFree(m));
  CUDA_CHECK(cudaFree(v));
  return 0;
}
