//pass
//--blockDim=64 --gridDim=1
//\.cu: k: Verified$

/* Every thread of the block gets the same answer from __syncthreads_and,
 * so the barrier under it is not divergent. */
__global__ void k(int *A) {
  if (__syncthreads_and(A[threadIdx.x] > 0))
    __syncthreads();
}
