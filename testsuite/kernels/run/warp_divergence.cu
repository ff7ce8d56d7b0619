//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run
//warp_divergence\.cu: error: warp divergence in an execution:$
//^Warp operation reached by thread 0 in block 0, .*warp_divergence\.cu:16:9:\n    v = __shfl_sync\(0xffffffffu, v, 0\);$
//^Another warp operation reached by thread 16 in block 0, .*warp_divergence\.cu:18:9:\n    v = __shfl_sync\(0xffffffffu, v, 31\);$
//warp_divergence\.cu: warp_divergence: note: the execution stopped at that defect$

/* the two halves of the warp reach different shuffles, each naming the
 * whole warp: neither can take place */
#include <cuda.h>

__global__ void warp_divergence(int *A) {
  unsigned t = threadIdx.x;
  int v = A[t];
  if (t < 16)
    v = __shfl_sync(0xffffffffu, v, 0);
  else
    v = __shfl_sync(0xffffffffu, v, 31);
  A[t] = v;
}
