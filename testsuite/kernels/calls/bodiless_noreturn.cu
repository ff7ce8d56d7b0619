//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//bodiless_noreturn\.cu:13:\d+: error: undefined behaviour may be reached here

/* a bodiless function that never returns: reaching the code after it is
   a defect */
#include <cuda.h>

__device__ __attribute__((noreturn)) void stop(void);

__global__ void bodiless_noreturn(int *A) {
  if (A[threadIdx.x] < 0)
    stop();
  A[threadIdx.x] = 1;
}
