//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]
//switch_race\.cu:14:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*switch_race\.cu:14 write, \S*switch_race\.cu:14 write\)

/* case 0 of a switch writes A[0] for threads 0, 4, 8, ... */
#include <cuda.h>

__global__ void switch_race(int *A) {
  unsigned t = threadIdx.x;
  switch (t % 4) {
  case 0:
    A[0] = t;
    break;
  case 1:
    A[t] = 1;
    break;
  default:
    A[t] = 2;
    break;
  }
}
