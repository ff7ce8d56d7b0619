//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//error: possible (read-write|write-write|write-read) race on states\b
//curand_shared_state\.cu:23:\d+:
//curand_shared_state\.cu: init_states: Verified$
//curand_shared_state\.cu: dropout_mask: \d+ errors?$
//^Confirmed by execution: .* race on states\S* \(\S*curand_shared_state\.cu:23 write, \S*curand_shared_state\.cu:23 read\)

/* DEFECT: dropout-mask generation where the host allocates one curandState
 * per block but every thread of the block draws from (and advances) the
 * same state in global memory. */
#include <cstdio>
#include <cuda_runtime.h>
#include <curand_kernel.h>
#include "helper_check.h"

__global__ void init_states(curandState *states, unsigned long long seed) {
  if (threadIdx.x == 0)
    curand_init(seed, blockIdx.x, 0, &states[blockIdx.x]);
}

__global__ void dropout_mask(curandState *states, float *mask, float p) {
  float r = curand_uniform(&states[blockIdx.x]);
  mask[blockIdx.x * blockDim.x + threadIdx.x] = r > p ? 1.0f / (1.0f - p) : 0.0f;
}

int main() {
  const int blocks = 4, threads = 128;
  curandState *d_states;
  float *d_mask;
  checkCudaErrors(cudaMalloc(&d_states, blocks * sizeof(curandState)));
  checkCudaErrors(cudaMalloc(&d_mask, blocks * threads * sizeof(float)));
  init_states<<<blocks, threads>>>(d_states, 42ULL);
  dropout_mask<<<blocks, threads>>>(d_states, d_mask, 0.1f);
  getLastCudaError("dropout_mask");
  checkCudaErrors(cudaDeviceSynchronize());
  checkCudaErrors(cudaFree(d_states));
  checkCudaErrors(cudaFree(d_mask));
  return 0;
}
