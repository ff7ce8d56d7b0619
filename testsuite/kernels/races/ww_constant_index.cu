//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]
//Write by thread \d+ in block 0, .*ww_constant_index\.cu:11:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*ww_constant_index\.cu:11 write, \S*ww_constant_index\.cu:11 write\)

/* every thread writes its id to A[0] */
#include <cuda.h>

__global__ void ww_constant_index(int *A) {
  A[0] = threadIdx.x;
}
