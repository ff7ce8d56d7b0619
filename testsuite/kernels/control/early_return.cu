//pass
//--blockDim=64 --gridDim=4

/* threads past the end return early; the rest copy their own element */
#include <cuda.h>

__global__ void early_return(int *A, const int *B, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) {
    return;
  }
  A[i] = B[i];
}
