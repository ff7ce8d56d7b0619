//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on (left|right)\[0\]
//^Confirmed by execution: .* race on right\S* \(\S*select_two_arrays_race\.cu:12 write, \S*select_two_arrays_race\.cu:12 write\)

/* Threads of the same parity share one array, and all write its first
   element. */
#include <cuda.h>

__global__ void select_two_arrays_race(float *left, float *right) {
  float *p = (threadIdx.x % 2) ? left : right;
  p[0] = threadIdx.x;
}
