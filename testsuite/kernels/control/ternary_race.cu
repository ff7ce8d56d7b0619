//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*ternary_race\.cu:11 write, \S*ternary_race\.cu:11 write\)

/* a ternary index sends threads 0..15 to A[0] */
#include <cuda.h>

__global__ void ternary_race(int *A) {
  unsigned t = threadIdx.x;
  A[t < 16 ? 0 : t] = t;
}
