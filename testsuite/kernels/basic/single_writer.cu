//pass
//--blockDim=64 --gridDim=4

/* only thread 0 of block 0 writes A[0]; everyone else reads another array */
#include <cuda.h>

__global__ void single_writer(int *A, const int *B, int *C, int n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0 && blockIdx.x == 0) {
    A[0] = n;
  }
  C[i] = B[0];
}
