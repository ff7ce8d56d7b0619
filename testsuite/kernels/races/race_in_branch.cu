//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]
//Write by thread 0 in block 0
//Write by thread 1 in block 0
//^Confirmed by execution: .* race on A\S* \(\S*race_in_branch\.cu:13 write, \S*race_in_branch\.cu:13 write\)

/* only threads 0 and 1 write A[0], so they are the witness pair */
#include <cuda.h>

__global__ void race_in_branch(int *A) {
  if (threadIdx.x < 2) {
    A[0] = threadIdx.x;
  }
}
