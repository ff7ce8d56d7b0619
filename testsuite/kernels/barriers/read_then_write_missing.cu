//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on s\[
//read_then_write_missing\.cu:15:\d+:
//read_then_write_missing\.cu:16:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*read_then_write_missing\.cu:15 read, \S*read_then_write_missing\.cu:16 write\)

/* read a neighbour's element, then overwrite own element, with no barrier in between */
#include <cuda.h>

__global__ void read_then_write(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncthreads();
  int v = s[(threadIdx.x + 1) % 64];
  s[threadIdx.x] = v;
  A[threadIdx.x] = v;
}
