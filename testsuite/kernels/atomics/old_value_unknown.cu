//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: this assertion might not hold for thread 0 in block 0

/* After an atomic the location may hold anything another thread left. */
#include <cuda.h>

__global__ void old_value_unknown(int *v) {
  if (threadIdx.x == 0) {
    v[0] = 5;
    atomicExch(v, 7);
    __assert(v[0] == 7);
  }
}
