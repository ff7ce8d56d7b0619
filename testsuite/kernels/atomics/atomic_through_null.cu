//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible null pointer access

#include <cuda.h>

__global__ void atomic_through_null(int *p) {
  int *q = 0;
  if (threadIdx.x == 3)
    atomicAdd(q, 1);
  else
    atomicAdd(p, 1);
}
