//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//bodiless_per_call\.cu:13:\d+: error: this assertion might not hold

/* two calls with the same argument may return different values */
#include <cuda.h>

__device__ int sample(int seed);

__global__ void bodiless_per_call(int *A) {
  int a = sample(7);
  int b = sample(7);
  __assert(a == b);
  A[threadIdx.x] = a - b;
}
