//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//printf_constant_string\.cu: debug_names: Verified$
//printf_constant_string\.cu: debug_literal: Verified$
//printf_constant_string\.cu: debug_racy: 1 error$
//possible write-read race on x
//Confirmed by execution

/* Debugging kernels that print a tag with %s: a constant string is memory
 * no thread writes, so the print has no effect on the proof; the third
 * prints next to a real race, which is still found. (A %s of a string the
 * kernel computes is refused: calls/printf_string.cu.) */
#include <cstdio>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void debug_names(const float *x) {
  const char *tag = "layer";
  if (threadIdx.x == 0)
    printf("%s %d: %f\n", tag, blockIdx.x, x[blockIdx.x * blockDim.x]);
}

__global__ void debug_literal(float *x) {
  x[blockIdx.x * blockDim.x + threadIdx.x] *= 2.0f;
  printf("%s:%d %s\n", __FILE__, __LINE__, "scaled");
}

__global__ void debug_racy(float *x) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  x[i] = 1.0f;
  printf("%s %f\n", "next", x[i + 1]);
}

int main() {
  float *d;
  checkCudaErrors(cudaMalloc(&d, 129 * sizeof(float)));
  checkCudaErrors(cudaMemset(d, 0, 129 * sizeof(float)));
  debug_names<<<2, 64>>>(d);
  debug_literal<<<2, 64>>>(d);
  debug_racy<<<2, 64>>>(d);
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d));
  return 0;
}
