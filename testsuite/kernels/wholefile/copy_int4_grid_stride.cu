//pass
//--blockDim=128 --gridDim=16
//copy_int4_grid_stride\.cu: copy_vec4: Verified$
//copy_int4_grid_stride\.cu: scale_half2: Verified$

/* Vectorised copies: int4 (16-byte) loads and stores in a grid-stride loop
 * (n a multiple of 4: the host pads the buffers; thread idx stores the
 * int4 elements idx, idx + stride, ...), and a __half2 kernel converting
 * pairs of halves through float2. */
#include <cstdio>
#include <vector>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include "helper_check.h"

__global__ void copy_vec4(const int *__restrict__ src, int *__restrict__ dst, int n) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (int i = idx; i < n / 4; i += blockDim.x * gridDim.x)
    reinterpret_cast<int4 *>(dst)[i] = reinterpret_cast<const int4 *>(src)[i];
}

__global__ void scale_half2(__half2 *__restrict__ data, float s, int n2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    float2 f = __half22float2(data[i]);
    data[i] = __floats2half2_rn(f.x * s, f.y * s);
  }
}

int main() {
  const int n = 10004;
  std::vector<int> h(n, 7);
  int *d_src, *d_dst;
  __half2 *d_h;
  CUDA_CHECK(cudaMalloc(&d_src, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_dst, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_h, 1024 * sizeof(__half2)));
  CUDA_CHECK(cudaMemcpy(d_src, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  copy_vec4<<<16, 128>>>(d_src, d_dst, n);
  scale_half2<<<16, 128>>>(d_h, 0.5f, 1024);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(h.data(), d_dst, n * sizeof(int), cudaMemcpyDeviceToHost));
  printf("%d\n", h[n - 1]);
  CUDA_CHECK(cudaFree(d_src));
  CUDA_CHECK(cudaFree(d_dst));
  CUDA_CHECK(cudaFree(d_h));
  return 0;
}
