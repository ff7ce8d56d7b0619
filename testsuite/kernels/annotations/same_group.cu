//pass
//--blockDim=64 --gridDim=1

/* with one block, the two threads are always in the same group */
#include <cuda.h>

__global__ void same_group(int *A) {
  __assert(__same_group);
  A[threadIdx.x] = 0;
}
