//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on s
//^Confirmed by execution: .* race on s\S* \(\S*missing_barrier_at_end\.cu:18 read, \S*missing_barrier_at_end\.cu:16 write\)

/* the shared buffer is rewritten at the top of the next iteration while a
   neighbour may still read it: a barrier is missing at the loop's end */
#include <cuda.h>

__global__ void missing_barrier_at_end(int *out) {
  __shared__ int s[64];
  int acc = 0;
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int k = 0; k < 4; k++) {
    s[threadIdx.x] = k;
    __syncthreads();
    acc += s[(threadIdx.x + 1) % 64];
  }
  out[threadIdx.x] = acc;
}
