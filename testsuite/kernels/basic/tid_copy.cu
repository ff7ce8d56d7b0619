//pass
//--blockDim=64 --gridDim=1

/* each thread copies its own element, indexed by threadIdx.x */
#include <cuda.h>

__global__ void tid_copy(int *A, int *B) {
  B[threadIdx.x] = A[threadIdx.x];
}
