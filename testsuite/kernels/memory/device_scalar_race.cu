//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on counter
//^Confirmed by execution: .* race on counter\S* \(\S*device_scalar_race\.cu:12 write, \S*device_scalar_race\.cu:12 write\)

/* every thread stores its id to one __device__ scalar */
#include <cuda.h>

__device__ int counter;

__global__ void device_scalar_race(int *A) {
  counter = threadIdx.x;
}
