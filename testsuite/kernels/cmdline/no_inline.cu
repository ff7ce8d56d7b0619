//pass
//--blockDim=64 --gridDim=2 --no-inline

/* --no-inline is accepted on a kernel with a device function */
#include <cuda.h>

__device__ void put(int *p, unsigned i, int v) {
  p[i] = v;
}

__global__ void no_inline(int *A) {
  put(A, blockIdx.x * blockDim.x + threadIdx.x, 5);
}
