//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run
//warp_masks_differ\.cu: error: warp divergence in an execution \(the masks differ: 0xffffffff and 0xffff0000\):$
//^Warp operation reached by thread 0 in block 0, .*warp_masks_differ\.cu:12:3:$
//^The same warp operation reached by thread 16 in block 0, .*warp_masks_differ\.cu:12:3:$

/* the lanes of one __syncwarp give different masks */
#include <cuda.h>

__global__ void warp_masks_differ(int *A) {
  A[threadIdx.x] = 1;
  __syncwarp(threadIdx.x < 16 ? 0xffffffffu : 0xffff0000u);
}
