//pass
//--blockDim=64 --gridDim=1

/* __syncthreads() ends the barrier interval, so no write to A is pending after it */
#include <cuda.h>

__global__ void barrier_clears_log(int *A) {
  A[threadIdx.x] = 1;
  __syncthreads();
  __assert(__no_write(A));
  __assert(__no_read(A));
}
