//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=1
//undeclared\.cu:9:\d+: error: use of undeclared identifier 'tid'

/* tid is not declared */
#include <cuda.h>

__global__ void undeclared(int *A) {
  A[tid] = 1;
}
