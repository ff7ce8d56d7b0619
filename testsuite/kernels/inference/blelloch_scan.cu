//pass
//--blockDim=128 --gridDim=4
//blelloch_scan\.cu: blelloch_scan: Verified$

/* A work-efficient (Blelloch) exclusive scan of 256 elements per block.
 * The down-sweep starts from the offset the up-sweep leaves: twice the
 * product of its doubling offset and halving count, once the count is 0
 * (pow2-product). */
__global__ void blelloch_scan(float *data) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  float *g = data + blockIdx.x * 256;
  s[2 * t] = g[2 * t];
  s[2 * t + 1] = g[2 * t + 1];
  int offset = 1;
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int d = 128; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d)
      s[offset * (2 * t + 2) - 1] += s[offset * (2 * t + 1) - 1];
    offset *= 2;
  }
  __syncthreads();
  if (t == 0)
    s[255] = 0;
  #pragma nounroll
  for (int d = 1; d < 256; d *= 2) {
    offset >>= 1;
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = s[ai];
      s[ai] = s[bi];
      s[bi] += x;
    }
  }
  __syncthreads();
  g[2 * t] = s[2 * t];
  g[2 * t + 1] = s[2 * t + 1];
}
