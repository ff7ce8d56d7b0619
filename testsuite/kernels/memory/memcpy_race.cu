//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on out\[0\]
//^Confirmed by execution: .* race on out\S* \(\S*memcpy_race\.cu:12 write, \S*memcpy_race\.cu:12 write\)

/* every thread copies into out[0]: the copy's pieces race */
#include <cuda.h>

struct Pair { int a, b; };

__global__ void memcpy_race(Pair *out, const Pair *in) {
  memcpy(&out[0], &in[threadIdx.x], sizeof(Pair));
}
