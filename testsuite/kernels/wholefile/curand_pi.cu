//pass
//--blockDim=256 --gridDim=8
//curand_pi\.cu: setup_states: Verified$
//curand_pi\.cu: estimate_pi: Verified$

/* Monte Carlo estimate of pi with cuRAND: per-thread XORWOW states in
 * global memory, a shared-memory block reduction of the hit counts. */
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include "helper_check.h"

#define THREADS 256

__global__ void setup_states(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void estimate_pi(curandState *states, unsigned *block_hits, int trials) {
  __shared__ unsigned hits[THREADS];
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  unsigned count = 0;
  for (int t = 0; t < trials; t++) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f)
      count++;
  }
  states[id] = local;
  hits[threadIdx.x] = count;
  __syncthreads();
  for (int s = THREADS / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      hits[threadIdx.x] += hits[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    block_hits[blockIdx.x] = hits[0];
}

int main() {
  const int blocks = 8, trials = 1000;
  curandState *d_states;
  unsigned *d_hits;
  checkCudaErrors(cudaMalloc(&d_states, blocks * THREADS * sizeof(curandState)));
  checkCudaErrors(cudaMalloc(&d_hits, blocks * sizeof(unsigned)));
  setup_states<<<blocks, THREADS>>>(d_states, 1234ULL);
  estimate_pi<<<blocks, THREADS>>>(d_states, d_hits, trials);
  getLastCudaError("estimate_pi");
  unsigned h[blocks];
  checkCudaErrors(cudaMemcpy(h, d_hits, sizeof(h), cudaMemcpyDeviceToHost));
  unsigned long total = 0;
  for (int b = 0; b < blocks; b++)
    total += h[b];
  printf("pi ~ %f\n", 4.0 * total / ((double)blocks * THREADS * trials));
  checkCudaErrors(cudaFree(d_states));
  checkCudaErrors(cudaFree(d_hits));
  return 0;
}
