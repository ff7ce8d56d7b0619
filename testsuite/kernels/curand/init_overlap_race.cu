//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on states

/* Two threads initialise the same state. */
#include <curand_kernel.h>

__global__ void setup(curandState *states) {
  curand_init(1234, threadIdx.x, 0, &states[threadIdx.x / 2]);
}
