//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-infer
//invariant_maintained_fail\.cu:9:\d+: error: loop invariant might not be maintained by the loop

/* i == 0 holds on entry but not after one iteration */
#include <cuda.h>

__global__ void invariant_maintained_fail(int *A) {
  for (int i = 0; __invariant(i == 0), i < 8; i++) {
  }
  A[threadIdx.x] = 0;
}
