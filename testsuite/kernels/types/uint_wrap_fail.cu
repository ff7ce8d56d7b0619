//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//uint_wrap_fail\.cu:10:\d+: error: this assertion might not hold

/* x + 1 > x is false for x = 0xFFFFFFFF under bit-vector semantics */
#include <cuda.h>

__global__ void uint_wrap_fail(unsigned *A, unsigned x) {
  unsigned y = x + 1;
  __assert(y > x);
  A[threadIdx.x] = y;
}
