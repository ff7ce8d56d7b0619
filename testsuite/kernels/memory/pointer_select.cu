//pass
//--blockDim=64 --gridDim=1

/* a pointer that may point to A or B, indexed by threadIdx.x */
#include <cuda.h>

__global__ void pointer_select(int *A, int *B) {
  int *p = (threadIdx.x & 1) ? A : B;
  p[threadIdx.x] = 1;
}
