//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//votes_refused\.cu:12:\d+: error: unsupported construct: warp-level operation '__any_sync' \(warp-level operations are not modelled\)$

/* A warp vote is a warp-level operation, refused by name: it is never
 * taken for a function of its arguments, which would make its result the
 * same for both threads (a barrier under it would look uniform). */
__global__ void vote_barrier(const int *flags, int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = flags[threadIdx.x];
  __syncthreads();
  if (__any_sync(0xffffffffu, s[threadIdx.x] > 0))
    __syncthreads();
  out[threadIdx.x] = s[63 - threadIdx.x];
}
