//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//if_else_race\.cu:14:\d+:
//if_else_race\.cu:16:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*if_else_race\.cu:16 write, \S*if_else_race\.cu:14 write\)

/* odd thread t writes A[t]; even thread t-1 writes A[t] in the else branch */
#include <cuda.h>

__global__ void if_else_race(int *A) {
  unsigned t = threadIdx.x;
  if (t % 2 == 1) {
    A[t] = 1;
  } else {
    A[t + 1] = 2;
  }
}
