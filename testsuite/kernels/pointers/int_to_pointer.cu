//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible null pointer access

/* A pointer rebuilt from an integer has no known array. */
#include <cuda.h>

__global__ void int_to_pointer(int *A) {
  unsigned long addr = (unsigned long)A;
  int *p = (int *)(addr + 4);
  p[threadIdx.x] = 0;
}
