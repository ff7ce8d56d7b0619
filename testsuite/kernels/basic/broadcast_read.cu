//pass
//--blockDim=64 --gridDim=4

/* all threads read the same elements; reads never race with reads */
#include <cuda.h>

__global__ void broadcast_read(const int *A, int *B) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  B[i] = A[0] + A[1];
}
