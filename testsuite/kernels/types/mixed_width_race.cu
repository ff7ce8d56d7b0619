//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*mixed_width_race\.cu:10 write, \S*mixed_width_race\.cu:11 write\)

/* a char view of an int array: thread 4 writes a byte of A[1], which thread 1 writes whole */
#include <cuda.h>

__global__ void mixed_width_race(int *A) {
  A[threadIdx.x] = 0;
  ((char *)A)[threadIdx.x] = 1;
}
