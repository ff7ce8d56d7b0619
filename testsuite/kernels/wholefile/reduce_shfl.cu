//pass
//--blockDim=256 --gridDim=32
//reduce_shfl\.cu: reduce6<256u>: Verified$

/* Reduction: a shared-memory tree down to one warp, then warp shuffles. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

template <unsigned blockSize>
__global__ void reduce6(const int *__restrict__ g_idata, int *__restrict__ g_odata,
                        unsigned n) {
  __shared__ int sdata[blockSize];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * blockSize * 2 + threadIdx.x;
  unsigned gridSize = blockSize * 2 * gridDim.x;
  int mySum = 0;
  while (i < n) {
    mySum += g_idata[i];
    if (i + blockSize < n)
      mySum += g_idata[i + blockSize];
    i += gridSize;
  }
  sdata[tid] = mySum;
  __syncthreads();
  for (unsigned s = blockSize / 2; s >= 32; s >>= 1) {
    if (tid < s)
      sdata[tid] = mySum = mySum + sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    for (int offset = 16; offset > 0; offset /= 2)
      mySum += __shfl_down_sync(0xffffffff, mySum, offset);
  }
  if (tid == 0)
    g_odata[blockIdx.x] = mySum;
}

int main() {
  const unsigned n = 1 << 16;
  const int threads = 256, blocks = 32;
  std::vector<int> h(n, 1);
  int *d_in, *d_out;
  checkCudaErrors(cudaMalloc(&d_in, n * sizeof(int)));
  checkCudaErrors(cudaMalloc(&d_out, blocks * sizeof(int)));
  checkCudaErrors(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  reduce6<threads><<<blocks, threads>>>(d_in, d_out, n);
  getLastCudaError("reduce6");
  std::vector<int> partial(blocks);
  checkCudaErrors(cudaMemcpy(partial.data(), d_out, blocks * sizeof(int),
                             cudaMemcpyDeviceToHost));
  long total = 0;
  for (int p : partial)
    total += p;
  printf("sum = %ld\n", total);
  checkCudaErrors(cudaFree(d_in));
  checkCudaErrors(cudaFree(d_out));
  return 0;
}
