//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on out\[
//read_only_copy_race\.cu:12:\d+:
//^Confirmed by execution: .* race on out\S* \(\S*read_only_copy_race\.cu:12 write, \S*read_only_copy_race\.cu:12 write\)

/* out[blockIdx.x] = in[threadIdx.x]: each thread copies the element of
   its thread id: different elements of `in`, which may differ in value. */
#include <cuda.h>

__global__ void read_only_copy_race(int *out, const int *in) {
  out[blockIdx.x] = in[threadIdx.x];
}
