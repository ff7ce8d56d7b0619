//pass
//--blockDim=64 --gridDim=2

/* switch on threadIdx.x % 4; every case writes the thread's own element */
#include <cuda.h>

__global__ void switch_kernel(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  switch (threadIdx.x % 4) {
  case 0:
    A[i] = 0;
    break;
  case 1:
    A[i] = 10;
    break;
  default:
    A[i] = (int)i;
    break;
  }
}
