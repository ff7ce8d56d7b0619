//pass
//--blockDim=64 --gridDim=2 --no-infer

/* a user invariant i <= 8 gives i == 8 after the loop */
#include <cuda.h>

__global__ void while_invariant(int *A) {
  int i = 0;
  while (__invariant(i <= 8), i < 8) {
    i++;
  }
  __assert(i == 8);
  A[blockIdx.x * blockDim.x + threadIdx.x] = i;
}
