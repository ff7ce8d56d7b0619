//pass
//--blockDim=64 --gridDim=1 --check-array-bounds

/* --check-array-bounds: every access to s[64] and t[8][8] stays in bounds */
#include <cuda.h>

__global__ void check_array_bounds(int *A) {
  __shared__ int s[64];
  __shared__ int t[8][8];
  s[threadIdx.x] = A[threadIdx.x];
  t[threadIdx.x / 8][threadIdx.x % 8] = 1;
  __syncthreads();
  A[threadIdx.x] = s[63 - threadIdx.x] + t[threadIdx.x % 8][threadIdx.x / 8];
}
