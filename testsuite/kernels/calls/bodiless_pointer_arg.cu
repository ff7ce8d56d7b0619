//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//bodiless_pointer_arg\.cu:12:\d+: error: unsupported construct: call to bodiless function 'fill' with a pointer argument

/* what a bodiless function does through a pointer is unknown */
#include <cuda.h>

__device__ void fill(int *p);

__global__ void bodiless_pointer_arg(int *A) {
  A[threadIdx.x] = 0;
  fill(A);
}
