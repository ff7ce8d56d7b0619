//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on F\[0\]
//^Confirmed by execution: .* race on F\S* \(\S*float_race\.cu:10 write, \S*float_race\.cu:10 write\)

/* every thread writes a float loaded from its own element of G to F[0] */
#include <cuda.h>

__global__ void float_race(float *F, const float *G) {
  F[0] = G[threadIdx.x];
}
