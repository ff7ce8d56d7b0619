//pass
//--blockDim=64 --gridDim=1

/* A barrier separates the plain accesses from the atomic updates. */
#include <cuda.h>

__global__ void barrier_orders_atomics(int *bins) {
  __shared__ int local[64];
  local[threadIdx.x] = 0;
  __syncthreads();
  atomicAdd(&local[threadIdx.x % 8], 1);
  atomicMax(&local[0], threadIdx.x);
  __syncthreads();
  bins[threadIdx.x] = local[threadIdx.x];
}
