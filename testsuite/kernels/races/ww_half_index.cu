//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[\d+\]
//ww_half_index\.cu:11:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*ww_half_index\.cu:11 write, \S*ww_half_index\.cu:11 write\)

/* threads 2k and 2k+1 write different values to A[k] */
#include <cuda.h>

__global__ void ww_half_index(int *A) {
  A[threadIdx.x / 2] = threadIdx.x;
}
