//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --run
//warp_divergence_barrier\.cu: error: warp divergence in an execution:$
//^Warp operation reached by thread 1 in block 0, .*warp_divergence_barrier\.cu:17:8:\n    v \+= __shfl_xor_sync\(0xffffffffu, v, 1\);$
//^Barrier reached by thread 0 in block 0, .*warp_divergence_barrier\.cu:16:5:\n    __syncthreads\(\);$
//warp_divergence_barrier\.cu: warp_divergence_barrier: 1 error$

/* lane 0 of each warp waits at a block barrier while the other lanes wait
 * for it at a shuffle */
#include <cuda.h>

__global__ void warp_divergence_barrier(int *A) {
  unsigned t = threadIdx.x;
  int v = A[t];
  if (t % 32 == 0)
    __syncthreads();
  v += __shfl_xor_sync(0xffffffffu, v, 1);
  A[t] = v;
}
