//pass
//--blockDim=32 --gridDim=1 --run
//syncwarp_chain\.cu: syncwarp_chain: no defect found in this execution$

/* __syncwarp over halves of the warp, then over the whole warp: lane 0's
 * write is ordered before lane 31's read through lane 15 */
#include <cuda.h>

__global__ void syncwarp_chain(int *A) {
  __shared__ int s[32];
  unsigned t = threadIdx.x;
  if (t == 0)
    s[0] = 7;
  __syncwarp(t < 16 ? 0xffffu : 0xffff0000u);
  if (t == 15)
    s[1] = s[0];
  __syncwarp();
  if (t == 31)
    A[0] = s[0] + s[1];
}
