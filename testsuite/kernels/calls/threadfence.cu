//pass
//--blockDim=64 --gridDim=4

/* fences are allowed and change nothing for race checking */
#include <cuda.h>

__global__ void threadfence(int *A) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = i;
  __threadfence();
  __threadfence_block();
  __threadfence_system();
  A[i] += 1;
}
