//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --only-requires
//error: a precondition for this call might not hold
//\.c[lu]: only_requires_call: 1 error$

/* a device function's __requires is still checked at the call (one report,
 * though both threads of the model fail it); its __assert is ignored */
#include <cuda.h>

__device__ void store(int *A, unsigned i) {
  __requires(i < 32);
  __assert(false);
  A[i] = 0;
}

__global__ void only_requires_call(int *A) {
  store(A, threadIdx.x);
}
