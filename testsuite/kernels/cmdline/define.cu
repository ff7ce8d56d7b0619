//pass
//--blockDim=64 --gridDim=1 -DSTRIDE=64

/* -DSTRIDE=64 defines the macro; writes A[64..127] do not meet reads A[0..63] */
#include <cuda.h>

__global__ void define(int *A) {
  A[threadIdx.x + STRIDE] = A[threadIdx.x];
}
