//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=2
//unsupported construct: .*%s

/* A debugging kernel that prints a device-side string with %s: Tandem
 * refuses a printf whose format reads memory through %s (exit 4). */
#include <cstdio>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void debug_names(const float *x) {
  const char *tag = "layer";
  if (threadIdx.x == 0)
    printf("%s %d: %f\n", tag, blockIdx.x, x[blockIdx.x * blockDim.x]);
}

int main() {
  float *d;
  checkCudaErrors(cudaMalloc(&d, 128 * sizeof(float)));
  checkCudaErrors(cudaMemset(d, 0, 128 * sizeof(float)));
  debug_names<<<2, 64>>>(d);
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d));
  return 0;
}
