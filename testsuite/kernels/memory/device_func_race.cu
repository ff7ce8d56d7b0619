//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//device_func_race\.cu:11:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*device_func_race\.cu:11 write, \S*device_func_race\.cu:11 write\)

/* the racing store is inside a device function called with A + threadIdx.x / 2 */
#include <cuda.h>

__device__ void put(int *p, int v) {
  p[0] = v;
}

__global__ void device_func_race(int *A) {
  put(A + threadIdx.x / 2, threadIdx.x);
}
