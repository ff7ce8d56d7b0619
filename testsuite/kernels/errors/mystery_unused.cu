//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//mystery_unused\.cu:12:\d+: error: unsupported
//unsupported.*mystery

/* an undefined function whose result is unused may still have effects: not dropped */
#include <cuda.h>

__device__ int mystery(int *p);

__global__ void mystery_unused(int *A) {
  mystery(A);
  A[threadIdx.x] = 0;
}
