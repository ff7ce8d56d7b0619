//pass
//--blockDim=64 --gridDim=1

/* __assume(n < 100) makes __assert(n < 200) hold */
#include <cuda.h>

__global__ void assume(int *A, unsigned n) {
  __assume(n < 100);
  __assert(n < 200);
  A[threadIdx.x] = n;
}
