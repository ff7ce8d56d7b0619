//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible atomic-write race on next\[0\]
//^Confirmed by execution: .* race on next\S* \(\S*reset_after_draw\.cu:13 write, \S*reset_after_draw\.cu:10 atomic\)

/* Resetting the counter while other blocks still draw from it races. */
#include <cuda.h>

__global__ void reset_after_draw(unsigned *next, int *slots) {
  slots[atomicAdd(next, 1u)] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0)
    next[0] = 0;
}
