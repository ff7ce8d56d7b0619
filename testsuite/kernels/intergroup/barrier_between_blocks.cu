//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible (read-write|write-read) race on A\[
//in block 0
//in block 1
//^Confirmed by execution: .* race on A\S* \(\S*barrier_between_blocks\.cu:16 read, \S*barrier_between_blocks\.cu:13 write\)

/* __syncthreads() does not order the accesses of different blocks */
#include <cuda.h>

__global__ void barrier_between_blocks(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  A[g] = threadIdx.x;
  __syncthreads();
  unsigned other = (blockIdx.x + 1) % gridDim.x;
  B[g] = A[other * blockDim.x + threadIdx.x];
}
