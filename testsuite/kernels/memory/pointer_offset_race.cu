//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*pointer_offset_race\.cu:11 write, \S*pointer_offset_race\.cu:11 write\)

/* p = A + blockIdx.x overlaps the next block: block 0 thread 1 and block 1 thread 0 both write A[1] */
#include <cuda.h>

__global__ void pointer_offset_race(int *A) {
  int *p = A + blockIdx.x;
  p[threadIdx.x] = blockIdx.x;
}
