//pass
//--blockDim=128 --gridDim=4

/* A block reduction that finishes in warp 0 with __syncwarp between the
 * steps: a loop of warp barriers inside code for one warp only. */
__global__ void reduce(const int *in, int *out) {
  __shared__ int s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * 128 + t];
  __syncthreads();
  for (unsigned d = 64; d >= 32; d /= 2) {
    if (t < d) s[t] += s[t + d];
    __syncthreads();
  }
  if (t < 32) {
    int v = s[t];
    for (unsigned d = 16; d > 0; d /= 2) {
      v += s[t + d];
      __syncwarp();
      s[t] = v;
      __syncwarp();
    }
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
