//pass
//--blockDim=32 --gridDim=2

/* Equality of pointers to different arrays tells them apart, and the
   order of two pointers into one array is their offsets' order. */
#include <cuda.h>

__global__ void compare_pointers(int *A, int *B, int c) {
  int *p = c ? A : B;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (p == A)
    A[g] = 1;
  else
    B[g] = 2;
  int *lo = p + g, *hi = p + g + 1;
  if (lo < hi)
    p[g] = 3;
  else
    p[0] = g;
}
