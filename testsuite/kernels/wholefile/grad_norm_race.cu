//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//error: possible (write-write|read-write|write-read) race on grad_norm\b
//grad_norm_race\.cu:22:\d+:
//^Read by .*, \S*grad_norm_race\.cu:22:16:\n.*\n\nWrite by .*, \S*grad_norm_race\.cu:22:16:$
//^Write by .*, \S*grad_norm_race\.cu:22:16:\n.*\n\nRead by .*, \S*grad_norm_race\.cu:22:16:$
//^Write by .*, \S*grad_norm_race\.cu:22:16:\n.*\n\nWrite by .*, \S*grad_norm_race\.cu:22:16:$

/* DEFECT: a gradient-norm kernel where every thread of every block adds
 * its square into a global accumulator with a plain += instead of
 * atomicAdd (the classic lost-update race). */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void global_norm_squared(float *grad_norm, const float *__restrict__ grads,
                                    int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float g = grads[i];
    *grad_norm += g * g;
  }
}

int main() {
  const int n = 1 << 16;
  std::vector<float> h(n, 0.5f);
  float *d_grads, *d_norm;
  CUDA_CHECK(cudaMalloc(&d_grads, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_norm, sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_grads, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  CUDA_CHECK(cudaMemset(d_norm, 0, sizeof(float)));
  global_norm_squared<<<8, 256>>>(d_norm, d_grads, n);
  CUDA_CHECK(cudaGetLastError());
  float norm;
  CUDA_CHECK(cudaMemcpy(&norm, d_norm, sizeof(float), cudaMemcpyDeviceToHost));
  printf("norm %f\n", sqrtf(norm));
  CUDA_CHECK(cudaFree(d_grads));
  CUDA_CHECK(cudaFree(d_norm));
  return 0;
}
