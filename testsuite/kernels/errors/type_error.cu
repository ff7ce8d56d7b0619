//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=1
//type_error\.cu:9:\d+: error: cannot initialize

/* a float cannot initialise a pointer */
#include <cuda.h>

__global__ void type_error(int *A) {
  int *p = 3.5f;
  p[threadIdx.x] = 0;
}
