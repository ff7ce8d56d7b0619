//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//implies_fail\.cu:9:\d+: error: this assertion might not hold

/* threadIdx.x > 10 does not imply threadIdx.x > 20 */
#include <cuda.h>

__global__ void implies_fail(int *A) {
  __assert(__implies(threadIdx.x > 10, threadIdx.x > 20));
  A[threadIdx.x] = 0;
}
