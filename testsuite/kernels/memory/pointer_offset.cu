//pass
//--blockDim=64 --gridDim=4

/* pointer arithmetic on a kernel argument: p = A + block offset, then p[threadIdx.x] */
#include <cuda.h>

__global__ void pointer_offset(int *A) {
  int *p = A + blockIdx.x * blockDim.x;
  p[threadIdx.x] = threadIdx.x;
}
