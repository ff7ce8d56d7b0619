//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//error: unsupported construct: pointer that may point to several arrays

/* Pointers with several possible targets are not modelled yet: exit 4,
   never a verdict. Odd threads write A[0] and even threads write B[0] through a selected pointer */
#include <cuda.h>

__global__ void pointer_select_race(int *A, int *B) {
  int *p = (threadIdx.x & 1) ? A : B;
  p[0] = threadIdx.x;
}
