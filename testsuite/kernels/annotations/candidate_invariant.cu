//pass
//--blockDim=64 --gridDim=1 --no-infer --infer-info
//^candidate_invariant: Houdini rule user-invariant: 1 of 2 candidates survived$
//\.c[lu]: candidate_invariant: Verified$

/* __candidate_invariant is kept when Houdini proves it and dropped
 * otherwise: i != 3 is refuted, i <= 8 proves the assertion */
#include <cuda.h>

__global__ void candidate_invariant(int *A) {
  int i;
  for (i = 0; __candidate_invariant(i != 3), __candidate_global_invariant(i <= 8), i < 8; i++) {
  }
  __assert(i == 8);
  A[threadIdx.x] = i;
}
