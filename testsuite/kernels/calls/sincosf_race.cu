//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on X\[
//sincosf_race\.cu:12:\d+:
//^Write by .*, \S*sincosf_race\.cu:12:3:\n.*\n\nRead by .*, \S*sincosf_race\.cu:12:11:$

/* the sine goes back into X, where the neighbour reads its argument */
#include <cuda.h>

__global__ void sincosf_race(float *X, float *C) {
  int i = threadIdx.x;
  sincosf(X[i + 1], &X[i], &C[i]);
}
