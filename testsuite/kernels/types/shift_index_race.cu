//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*shift_index_race\.cu:10 write, \S*shift_index_race\.cu:10 write\)

/* (t << 1) & 63 maps threads t and t+32 to the same element */
#include <cuda.h>

__global__ void shift_index_race(int *A) {
  A[(threadIdx.x << 1) & 63] = threadIdx.x;
}
