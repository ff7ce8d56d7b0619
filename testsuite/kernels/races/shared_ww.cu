//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on s\[
//shared_ww\.cu:12:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*shared_ww\.cu:12 write, \S*shared_ww\.cu:12 write\)

/* threads t and t+32 of a block write different values to the same __shared__ element */
#include <cuda.h>

__global__ void shared_ww(int *A) {
  __shared__ int s[32];
  s[threadIdx.x % 32] = threadIdx.x;
  A[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}
