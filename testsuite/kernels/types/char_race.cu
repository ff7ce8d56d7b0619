//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on C\[
//^Confirmed by execution: .* race on C\S* \(\S*char_race\.cu:10 write, \S*char_race\.cu:10 write\)

/* four threads write different values to each char element */
#include <cuda.h>

__global__ void char_race(char *C) {
  C[threadIdx.x / 4] = (char)threadIdx.x;
}
