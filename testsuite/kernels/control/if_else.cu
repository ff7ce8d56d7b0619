//pass
//--blockDim=64 --gridDim=2

/* if/else on the parity of the global index; each thread touches only its element */
#include <cuda.h>

__global__ void if_else(int *A, const int *B) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i % 2 == 0) {
    A[i] = 1;
  } else {
    A[i] = B[i];
  }
}
