//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on [AB]\[0\]

/* odd threads write A[0] and even threads write B[0] through a selected pointer */
#include <cuda.h>

__global__ void pointer_select_race(int *A, int *B) {
  int *p = (threadIdx.x & 1) ? A : B;
  p[0] = threadIdx.x;
}
