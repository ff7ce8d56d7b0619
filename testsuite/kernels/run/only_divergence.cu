//pass
//--blockDim=32 --gridDim=2 --run --only-divergence
//only_divergence\.cu: only_divergence: no defect found in this execution$

/* a race, but only barrier divergence is checked */
#include <cuda.h>

__global__ void only_divergence(int *A) {
  A[0] = threadIdx.x;
  __syncthreads();
}
