//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//distinct_int_fail\.cu:9:\d+: error: this assertion might not hold

/* threads of different blocks can share a threadIdx.x */
#include <cuda.h>

__global__ void distinct_int_fail(int *A) {
  __assert(__distinct_int(threadIdx.x));
  A[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}
