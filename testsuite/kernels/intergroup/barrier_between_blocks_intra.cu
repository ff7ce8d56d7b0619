//pass
//--blockDim=32 --gridDim=2 --only-intra-group

/* barrier_between_blocks.cu with --only-intra-group passes */
#include <cuda.h>

__global__ void barrier_between_blocks(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  A[g] = threadIdx.x;
  __syncthreads();
  unsigned other = (blockIdx.x + 1) % gridDim.x;
  B[g] = A[other * blockDim.x + threadIdx.x];
}
