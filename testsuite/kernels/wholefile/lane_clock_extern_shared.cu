//pass
//--blockDim=128 --gridDim=4
//lane_clock_extern_shared\.cu: timed_block_copy: Verified$

/* Dynamic shared memory (extern __shared__, size given at launch), the
 * lane read with inline PTX (%laneid), clock64() timing, a device assert
 * and a device printf from one thread. */
#include <cstdio>
#include <vector>
#include <cuda_runtime.h>
#include "helper_check.h"

__device__ __forceinline__ unsigned lane_id() {
  unsigned lane;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__global__ void timed_block_copy(const int *__restrict__ in, int *__restrict__ out,
                                 long long *__restrict__ cycles) {
  extern __shared__ int buf[];
  long long start = clock64();
  unsigned lane = lane_id();
  assert(lane < 32);
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  buf[threadIdx.x] = in[g];
  __syncthreads();
  out[g] = buf[blockDim.x - 1 - threadIdx.x] + (int)lane;
  long long stop = clock64();
  if (threadIdx.x == 0) {
    cycles[blockIdx.x] = stop - start;
    printf("block %d took %lld cycles\n", blockIdx.x, stop - start);
  }
}

int main() {
  const int blocks = 4, threads = 128, n = blocks * threads;
  std::vector<int> h(n, 1);
  int *d_in, *d_out;
  long long *d_cycles;
  CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  CUDA_CHECK(cudaMalloc(&d_cycles, blocks * sizeof(long long)));
  CUDA_CHECK(cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  timed_block_copy<<<blocks, threads, threads * sizeof(int)>>>(d_in, d_out, d_cycles);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaFree(d_in));
  CUDA_CHECK(cudaFree(d_out));
  CUDA_CHECK(cudaFree(d_cycles));
  return 0;
}
