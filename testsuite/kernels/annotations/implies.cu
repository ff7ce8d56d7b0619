//pass
//--blockDim=64 --gridDim=2

/* __implies in a precondition and in assertions */
#include <cuda.h>

__global__ void implies(int *A, unsigned n) {
  __requires(__implies(n > 10, n < 20));
  __assert(__implies(n > 10, n <= 19));
  __assert(__implies(threadIdx.x == 0, threadIdx.x + blockIdx.x == blockIdx.x));
  __assert(__implies(blockIdx.x > 5, false));
  A[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
