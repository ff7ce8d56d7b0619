//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: this assertion might not hold for thread

/* CUDA __constant__ memory may be set by the host (cudaMemcpyToSymbol): its
 * initializer is not a fact of the launch. */
#include <cuda.h>

__constant__ int table[4] = {1, 2, 4, 8};

__global__ void constant_cuda_set_by_host(int *out) {
  __assert(table[0] == 1);
  out[threadIdx.x] = table[threadIdx.x % 4];
}
