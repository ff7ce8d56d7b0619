//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1 --run
//unsupported\.cu:10:3: error: unsupported construct: inline assembly \(asm statement\)$

/* inline assembly: the executor runs LLVM instructions, not PTX */
#include <cuda.h>

__global__ void unsupported(int *A) {
  A[threadIdx.x] = 1;
  asm volatile("membar.gl;" ::: "memory");
}
