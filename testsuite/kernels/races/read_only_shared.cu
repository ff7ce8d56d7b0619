//pass
//--blockDim=64 --gridDim=2

/* __shared__ memory that is only read cannot race */
#include <cuda.h>

__global__ void read_only_shared(int *A) {
  __shared__ int s[4];
  A[blockIdx.x * blockDim.x + threadIdx.x] = s[0] + s[threadIdx.x % 4];
}
