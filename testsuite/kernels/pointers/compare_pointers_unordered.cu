//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on A\[0\]
//^Write by .*, \S*compare_pointers_unordered\.cu:13:10:\n.*\n\nWrite by .*, \S*compare_pointers_unordered\.cu:13:10:$

/* Pointers into different arrays have no known order: the branch that
   makes every thread write A[0] may be taken. */
#include <cuda.h>

__global__ void compare_pointers_unordered(int *A, int *B, int c) {
  int *p = c ? A : B;
  if (p < A)
    A[0] = threadIdx.x;
}
