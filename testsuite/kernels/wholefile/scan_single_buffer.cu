//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=8
//error: possible (read-write|write-read) race on temp\[
//scan_single_buffer\.cu:24:\d+:
//^Confirmed by execution: .* race on temp\S* \(\S*scan_single_buffer\.cu:24 write, \S*scan_single_buffer\.cu:24 read\)

/* DEFECT: a Hillis-Steele scan in a single buffer: a thread overwrites
 * temp[tid] while the thread offset places above reads it in the same step. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define BLOCK 256

__global__ void scan_inplace(const float *in, float *out, int n) {
  __shared__ float temp[BLOCK];
  int tid = threadIdx.x;
  int gid = blockIdx.x * BLOCK + tid;
  temp[tid] = gid < n ? in[gid] : 0.0f;
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset *= 2) {
    if (tid >= offset)
      temp[tid] += temp[tid - offset];
    __syncthreads();
  }
  if (gid < n)
    out[gid] = temp[tid];
}

int main() {
  const int n = 8 * BLOCK;
  std::vector<float> h(n, 1.0f);
  float *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(float)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(float)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  scan_inplace<<<n / BLOCK, BLOCK>>>(d_in, d_out, n);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost));
  printf("last = %f\n", h[n - 1]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
