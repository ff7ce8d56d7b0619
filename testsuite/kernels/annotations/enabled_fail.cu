//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//enabled_fail\.cu:10:\d+: error: this assertion might not hold

/* inside threadIdx.x < 16, __enabled() does not imply threadIdx.x < 8 */
#include <cuda.h>

__global__ void enabled_fail(int *A) {
  if (threadIdx.x < 16) {
    __assert(__implies(__enabled(), threadIdx.x < 8));
    A[threadIdx.x] = 1;
  }
}
