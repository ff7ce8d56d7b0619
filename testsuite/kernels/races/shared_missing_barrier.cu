//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//error: possible (read-write|write-read) race on s\[
//shared_missing_barrier\.cu:14:\d+:
//shared_missing_barrier\.cu:15:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*shared_missing_barrier\.cu:15 read, \S*shared_missing_barrier\.cu:14 write\)

/* block-wise reverse through __shared__ memory without __syncthreads() */
#include <cuda.h>

__global__ void reverse(int *A) {
  __shared__ int s[64];
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = A[g];
  A[g] = s[63 - threadIdx.x];
}
