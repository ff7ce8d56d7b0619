//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//function_pointer\.cu:9:\d+: error: unsupported construct: call through a function pointer$

/* a call through a function pointer passed as a kernel argument */
#include <cuda.h>

__global__ void function_pointer(int *A, int (*f)(int)) {
  A[threadIdx.x] = f(threadIdx.x);
}
