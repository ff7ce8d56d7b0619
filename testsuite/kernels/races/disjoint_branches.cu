//pass
//--blockDim=64 --gridDim=1

/* thread 0 writes A[0] while the others only read A[1] */
#include <cuda.h>

__global__ void disjoint_branches(int *A, int *B) {
  if (threadIdx.x == 0) {
    A[0] = 1;
  } else {
    B[threadIdx.x] = A[1];
  }
}
