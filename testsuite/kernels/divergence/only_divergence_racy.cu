//pass
//--blockDim=64 --gridDim=1 --only-divergence

/* --only-divergence: racy writes are not checked, and the barrier is uniform */
#include <cuda.h>

__global__ void only_divergence_racy(int *A) {
  A[0] = threadIdx.x;
  __syncthreads();
  A[1] = threadIdx.x;
}
