//pass
//--blockDim=64 --gridDim=1

/* __requires(n == 64) keeps the writes A[64..127] away from the reads A[0..63] */
#include <cuda.h>

__global__ void requires_param(int *A, unsigned n) {
  __requires(n == 64);
  A[threadIdx.x + n] = A[threadIdx.x];
}
