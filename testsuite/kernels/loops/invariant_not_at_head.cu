//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1
//invariant_not_at_head\.cu:9:\d+: error: user-specified invariant does not appear at loop head

/* __invariant used as a plain statement outside any loop condition */
#include <cuda.h>

__global__ void invariant_not_at_head(int *A) {
  __invariant(threadIdx.x < 32);
  A[threadIdx.x] = 0;
}
