//pass
//--blockDim=64 --gridDim=1 --no-annotations
//\.c[lu]: no_annotations: Verified$

/* --no-annotations ignores every annotation statement, false ones and
 * ones Tandem does not implement alike */
#include <cuda.h>

__global__ void no_annotations(int *A, int n) {
  __requires(n == 0);
  __ensures(n == 1);
  for (int i = 0; __invariant(i == 100), i < 4; i++) {
    A[threadIdx.x] = i;
  }
  __assert(false);
  __global_assert(threadIdx.x == 0);
  __barrier_invariant_1(A[threadIdx.x] == 0, threadIdx.x);
  __syncthreads();
}
