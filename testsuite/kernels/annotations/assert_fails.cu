//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//assert_fails\.cu:9:\d+: error: this assertion might not hold for thread \d+ in block 0

/* threadIdx.x < 32 is false for threads 32..63 */
#include <cuda.h>

__global__ void assert_fails(int *A) {
  __assert(threadIdx.x < 32);
  A[threadIdx.x] = 0;
}
