//pass
//--blockDim=64 --gridDim=4

/* a __device__ global array written at the global index */
#include <cuda.h>

__device__ int G[256];

__global__ void device_array(const int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  G[i] = A[i];
}
