//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//inline_asm\.cu:10:\d+: error: unsupported construct: inline assembly \(asm statement\)$

/* inline PTX assembly cannot be modelled */
#include <cuda.h>

__global__ void inline_asm(int *A) {
  A[threadIdx.x] = 1;
  asm volatile("membar.gl;");
}
