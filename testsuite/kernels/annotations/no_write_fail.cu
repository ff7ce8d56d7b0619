//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//no_write_fail\.cu:10:\d+: error: this assertion might not hold

/* after a write to A, __no_write(A) may be false */
#include <cuda.h>

__global__ void no_write_fail(int *A) {
  A[threadIdx.x] = 1;
  __assert(__no_write(A));
}
