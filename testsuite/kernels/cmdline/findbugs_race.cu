//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --findbugs
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*findbugs_race\.cu:11 write, \S*findbugs_race\.cu:11 write\)

/* --findbugs unwinds the loop and finds the race in its first iteration */
#include <cuda.h>

__global__ void findbugs_race(int *A) {
  for (int i = 0; i < 4; i++) {
    A[i] = threadIdx.x;
  }
}
