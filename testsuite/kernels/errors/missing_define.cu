//xfail:CLANG_ERROR
//--blockDim=64 --gridDim=1
//error: use of undeclared identifier 'STRIDE'

/* STRIDE is only defined with -DSTRIDE=... (see cmdline/define.cu) */
#include <cuda.h>

__global__ void missing_define(int *A) {
  A[threadIdx.x + STRIDE] = A[threadIdx.x];
}
