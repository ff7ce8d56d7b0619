//xfail:NOT_ALL_VERIFIED
//--blockDim=16,16 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*comma_2d_race\.cu:10 write, \S*comma_2d_race\.cu:10 write\)

/* with 16,16 read as a 2D block, threads differing only in y write A[threadIdx.x] */
#include <cuda.h>

__global__ void comma_2d_race(int *A) {
  A[threadIdx.x] = threadIdx.y;
}
