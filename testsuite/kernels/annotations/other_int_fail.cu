//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//other_int_fail\.cu:9:\d+: error: this assertion might not hold

/* two distinct threads of one block never have the same threadIdx.x */
#include <cuda.h>

__global__ void other_int_fail(int *A) {
  __assert(__other_int(threadIdx.x) == threadIdx.x);
  A[threadIdx.x] = 0;
}
