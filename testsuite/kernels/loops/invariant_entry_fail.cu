//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-infer
//invariant_entry_fail\.cu:9:\d+: error: loop invariant might not hold on entry

/* i > 0 is inductive but false when the loop is entered with i = 0 */
#include <cuda.h>

__global__ void invariant_entry_fail(int *A) {
  for (int i = 0; __invariant(i > 0), i < 8; i++) {
  }
  A[threadIdx.x] = 0;
}
