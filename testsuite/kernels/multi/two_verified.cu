//pass
//--blockDim=64 --gridDim=2
//\.c[lu]: first: Verified$
//\.c[lu]: second: Verified$
//Tandem finished with 2 verified

/* two race-free kernels in one file, both verified */
#include <cuda.h>

__global__ void first(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

__global__ void second(const int *A, int *B) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  B[i] = A[i] + 1;
}
