//pass
//--blockDim=256 --gridDim=8
//scan_hillis_steele\.cu: scan_block: Verified$

/* Inclusive Hillis-Steele scan in shared memory with double buffering:
 * each step reads one buffer and writes the other. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define BLOCK 256

__global__ void scan_block(const float *in, float *out, int n) {
  __shared__ float temp[2 * BLOCK];
  int tid = threadIdx.x;
  int gid = blockIdx.x * BLOCK + tid;
  int pout = 0, pin = 1;
  temp[pout * BLOCK + tid] = gid < n ? in[gid] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset *= 2) {
    pout = 1 - pout;
    pin = 1 - pout;
    if (tid >= offset)
      temp[pout * BLOCK + tid] = temp[pin * BLOCK + tid] + temp[pin * BLOCK + tid - offset];
    else
      temp[pout * BLOCK + tid] = temp[pin * BLOCK + tid];
    __syncthreads();
  }
  if (gid < n)
    out[gid] = temp[pout * BLOCK + tid];
}

int main() {
  const int n = 8 * BLOCK;
  std::vector<float> h(n, 1.0f);
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scan_block<<<n / BLOCK, BLOCK>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("last = %f\n", h[BLOCK - 1]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
