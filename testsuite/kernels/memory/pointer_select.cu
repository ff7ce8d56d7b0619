//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//error: unsupported construct: pointer that may point to several arrays

/* Pointers with several possible targets are not modelled yet: exit 4,
   never a verdict. A pointer that may point to A or B, indexed by threadIdx.x */
#include <cuda.h>

__global__ void pointer_select(int *A, int *B) {
  int *p = (threadIdx.x & 1) ? A : B;
  p[threadIdx.x] = 1;
}
