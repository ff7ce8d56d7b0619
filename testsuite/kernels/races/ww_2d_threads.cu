//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8] --gridDim=1
//error: possible write-write race on A\[
//Write by thread \(\d+, \d+, 0\) in block \(0, 0, 0\)
//^Confirmed by execution: .* race on A\S* \(\S*ww_2d_threads\.cu:11 write, \S*ww_2d_threads\.cu:11 write\)

/* 2D block: threads with the same x and different y write different values to A[x] */
#include <cuda.h>

__global__ void ww_2d_threads(int *A) {
  A[threadIdx.x] = threadIdx.y;
}
