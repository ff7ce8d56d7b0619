//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible write-write race on A\[
//Write by thread \d+ in block 0
//Write by thread \d+ in block 1
//^Confirmed by execution: .* race on A\S* \(\S*block_ww\.cu:12 write, \S*block_ww\.cu:12 write\)

/* threads with the same threadIdx.x in blocks 0 and 1 write different values to A[threadIdx.x] */
#include <cuda.h>

__global__ void block_ww(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
