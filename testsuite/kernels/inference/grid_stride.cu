//pass
//--blockDim=64 --gridDim=16

/* grid-stride loop: thread i touches i, i + 1024, i + 2048, ... */
#include <cuda.h>

__global__ void grid_stride(float *A, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    A[i] = 2.0f * A[i];
}
