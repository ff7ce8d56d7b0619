//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: barrier may be reached by non-uniform control flow

/* __syncthreads_count is a barrier: one warp alone may not call it. */
__global__ void k(int *A) {
  if (threadIdx.x < 32)
    A[threadIdx.x] = __syncthreads_count(A[threadIdx.x] > 0);
}
