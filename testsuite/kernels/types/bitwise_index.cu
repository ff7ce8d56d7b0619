//pass
//--blockDim=64 --gridDim=4

/* (blockIdx.x << 6) | (threadIdx.x & 63) is a unique index for 64-thread blocks */
#include <cuda.h>

__global__ void bitwise_index(unsigned *A) {
  A[(blockIdx.x << 6) | (threadIdx.x & 63)] = threadIdx.x ^ blockIdx.x;
}
