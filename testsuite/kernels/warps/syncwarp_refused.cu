//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//syncwarp_refused\.cu:11:\d+: error: unsupported construct: warp-level operation '__syncwarp' \(warp-level operations are not modelled\)$

/* __syncwarp orders the accesses of one warp only: it is refused, never
 * taken for a block barrier (which would hide the race between warps) or
 * for nothing. */
__global__ void warp_exchange(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp();
  a[threadIdx.x] = s[threadIdx.x ^ 1];
}
