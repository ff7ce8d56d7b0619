//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: barrier may be reached by non-uniform control flow

/* A named barrier without a count is for every thread of the block: one
 * warp alone at it is divergence. */
__global__ void k(int *A) {
  if (threadIdx.x < 32)
    __nvvm_barrier_sync(1);
}
