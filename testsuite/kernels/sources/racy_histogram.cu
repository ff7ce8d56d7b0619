//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=4
//racy_histogram\.cu: error: possible (read|write)-write race on bins\[
//racy_histogram\.cu: histogram: \d+ errors?$
//^Write by .*, \S*racy_histogram\.cu:24:24:\n.*\n\nRead by .*, \S*racy_histogram\.cu:24:24:$
//^Write by .*, \S*racy_histogram\.cu:24:24:\n.*\n\nWrite by .*, \S*racy_histogram\.cu:24:24:$

/* A whole file with a racy kernel: threads increment the shared bins with
 * a plain read-modify-write instead of atomicAdd. */
#include <cstdint>
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

#define BINS 64

__global__ void histogram(const uint8_t *in, unsigned *out, int n) {
  __shared__ unsigned bins[BINS];
  if (threadIdx.x < BINS)
    bins[threadIdx.x] = 0;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    bins[in[i] % BINS] += 1;
  __syncthreads();
  if (threadIdx.x < BINS)
    atomicAdd(&out[threadIdx.x], bins[threadIdx.x]);
}

int main() {
  const int n = 1024;
  std::vector<uint8_t> h(n);
  for (int i = 0; i < n; i++)
    h[i] = (uint8_t)(i * 7);
  uint8_t *d_in;
  unsigned *d_out;
  cudaMalloc(&d_in, n);
  cudaMalloc(&d_out, BINS * sizeof(unsigned));
  cudaMemcpy(d_in, h.data(), n, cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, BINS * sizeof(unsigned));
  histogram<<<(n + 255) / 256, 256>>>(d_in, d_out, n);
  cudaDeviceSynchronize();
  return 0;
}
