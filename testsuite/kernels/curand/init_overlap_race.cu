//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on states
//^Confirmed by execution: .* race on states\S* \(\S*init_overlap_race\.cu:10 write, \S*init_overlap_race\.cu:10 write\)

/* Two threads initialise the same state. */
#include <curand_kernel.h>

__global__ void setup(curandState *states) {
  curand_init(1234, threadIdx.x, 0, &states[threadIdx.x / 2]);
}
