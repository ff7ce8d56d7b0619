//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=32
//error: possible write-write race on temp\[
//stencil1d_halo_offbyone\.cu:22:\d+:
//stencil1d_halo_offbyone\.cu:25:\d+:
//^Write by .*, \S*stencil1d_halo_offbyone\.cu:25:35:\n.*\n\nWrite by .*, \S*stencil1d_halo_offbyone\.cu:22:16:$

/* DEFECT: off-by-one halo index: the right halo is stored at
 * lindex + BLOCK_SIZE - 1, onto the last interior elements. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

#define RADIUS 3
#define BLOCK_SIZE 128

__global__ void stencil_1d(const int *in, int *out) {
  __shared__ int temp[BLOCK_SIZE + 2 * RADIUS];
  int gindex = threadIdx.x + blockIdx.x * blockDim.x + RADIUS;
  int lindex = threadIdx.x + RADIUS;
  temp[lindex] = in[gindex];
  if (threadIdx.x < RADIUS) {
    temp[lindex - RADIUS] = in[gindex - RADIUS];
    temp[lindex + BLOCK_SIZE - 1] = in[gindex + BLOCK_SIZE - 1];
  }
  __syncthreads();
  int result = 0;
  for (int offset = -RADIUS; offset <= RADIUS; offset++)
    result += temp[lindex + offset];
  out[gindex - RADIUS] = result;
}

int main() {
  const int n = 32 * BLOCK_SIZE;
  std::vector<int> h(n + 2 * RADIUS, 1), r(n);
  int *d_in, *d_out;
  CUDA_CHECK(cudaMalloc(&d_in, (n + 2 * RADIUS) * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), h.size() * sizeof(int), cudaMemcpyHostToDevice));
  stencil_1d<<<n / BLOCK_SIZE, BLOCK_SIZE>>>(d_in, d_out);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(r.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost));
  printf("%d\n", r[0]);
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  return 0;
}
