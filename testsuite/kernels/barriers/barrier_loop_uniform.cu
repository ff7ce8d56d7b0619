//pass
//--blockDim=64 --gridDim=2 --no-infer

/* barriers in a loop whose trip count is a kernel argument: uniform, no invariant needed */
#include <cuda.h>

__global__ void barrier_loop_uniform(int *A, int n) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  for (int i = 0; i < n; i++) {
    __syncthreads();
  }
}
