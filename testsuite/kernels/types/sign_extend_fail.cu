//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//sign_extend_fail\.cu:11:\d+: error: this assertion might not hold

/* a non-negative int cast to signed char can be negative (e.g. 200) */
#include <cuda.h>

__global__ void sign_extend_fail(int *A, int n) {
  __requires(n >= 0);
  signed char c = (signed char)n;
  __assert(c >= 0);
  A[threadIdx.x] = c;
}
