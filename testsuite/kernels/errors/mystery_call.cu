//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//mystery_call\.cu:12:\d+: error: unsupported
//unsupported.*mystery

/* a call to a device function that is declared but never defined */
#include <cuda.h>

__device__ int mystery(int x);

__global__ void mystery_call(int *A) {
  A[threadIdx.x] = mystery(threadIdx.x);
}
