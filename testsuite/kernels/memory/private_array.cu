//pass
//--blockDim=64 --gridDim=4

/* a private array indexed by a thread-dependent variable is never shared */
#include <cuda.h>

__global__ void private_array(int *A) {
  int loc[4];
  loc[0] = 1;
  loc[1] = 2;
  loc[2] = 3;
  loc[3] = 4;
  loc[threadIdx.x % 4] = threadIdx.x;
  A[blockIdx.x * blockDim.x + threadIdx.x] = loc[(threadIdx.x + 1) % 4];
}
