//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: barrier may be reached by non-uniform control flow

/* %laneid differs between the threads of a warp: a barrier that only lane
 * 0 of each warp reaches is divergent. */
__global__ void k(int *A) {
  if (__nvvm_read_ptx_sreg_laneid() == 0)
    __syncthreads();
}
