//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//vote_barrier_divergence\.cu:12:\d+: error: barrier may be reached by non-uniform control flow

/* A vote is the same for the lanes of one warp, not for the warps of a
 * block: a barrier under it may be reached by one warp only. */
__global__ void vote_barrier(const int *flags, int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = flags[threadIdx.x];
  __syncthreads();
  if (__any_sync(0xffffffffu, s[threadIdx.x] > 0))
    __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x];
}
