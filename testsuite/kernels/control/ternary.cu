//pass
//--blockDim=64 --gridDim=1

/* a ternary chooses which element to read; writes stay per thread */
#include <cuda.h>

__global__ void ternary(int *A, const int *B) {
  unsigned t = threadIdx.x;
  A[t] = t < 16 ? B[t] : B[t + 64];
}
