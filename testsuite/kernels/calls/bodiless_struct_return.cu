//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//bodiless_struct_return\.cu:15:\d+: error: unsupported construct: call to bodiless function 'make' returning a struct

/* a struct result is not modelled yet */
#include <cuda.h>

struct pair {
  int a, b;
};

__device__ pair make(int);

__global__ void bodiless_struct_return(int *A) {
  pair p = make(threadIdx.x);
  A[threadIdx.x] = p.a;
}
