//pass
//--blockDim=4 --gridDim=2 --run
//global_variables\.cu: global_variables: no defect found in this execution$

/* global and constant variables start with their initializers */
#include <cuda.h>

__constant__ int table[4] = {10, 20, 30, 40};
__device__ int offsets[2] = {1, 2};

__global__ void global_variables(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = table[threadIdx.x] + offsets[blockIdx.x];
  __assert(A[i] == 10 * (int)threadIdx.x + 10 + (int)blockIdx.x + 1);
}
