//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=1
//constant_write\.cu:11:\d+: error: possible attempt to modify constant memory

/* __constant__ memory is read-only on the device */
#include <cuda.h>

__constant__ int table[16];

__global__ void constant_write(const int *in) {
  table[threadIdx.x] = in[threadIdx.x];
}
