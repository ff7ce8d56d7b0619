//pass
//--blockDim=64 --gridDim=2

/* __other_int of a uniform value equals the value; blockIdx.x is equal within a group */
#include <cuda.h>

__global__ void other_int(int *A, int n) {
  __assert(__other_int(n) == n);
  __assert(__other_int(blockDim.x) == blockDim.x);
  __assert(__implies(__same_group, __other_int(blockIdx.x) == blockIdx.x));
  A[blockIdx.x * blockDim.x + threadIdx.x] = n;
}
