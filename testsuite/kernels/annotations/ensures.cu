//pass
//--blockDim=64 --gridDim=1

/* a kernel postcondition that follows from its precondition */
#include <cuda.h>

__global__ void ensures(int *A, unsigned n) {
  __requires(n < 100);
  __ensures(n < 200);
  A[threadIdx.x] = n;
}
