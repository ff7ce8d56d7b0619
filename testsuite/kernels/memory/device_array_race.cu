//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on G\[
//in block 0
//in block 1
//^Confirmed by execution: .* race on G\S* \(\S*device_array_race\.cu:14 write, \S*device_array_race\.cu:14 write\)

/* a __device__ array indexed by threadIdx.x only: blocks 0 and 1 write different values */
#include <cuda.h>

__device__ int G[64];

__global__ void device_array_race(int *A) {
  G[threadIdx.x] = blockIdx.x;
}
