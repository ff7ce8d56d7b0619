//pass
//--blockDim=64 --gridDim=1 --kernel=good

/* --kernel=good verifies only the race-free kernel of the file */
#include <cuda.h>

__global__ void good(int *A) {
  A[threadIdx.x] = threadIdx.x;
}

__global__ void bad(int *A) {
  A[0] = threadIdx.x;
}
