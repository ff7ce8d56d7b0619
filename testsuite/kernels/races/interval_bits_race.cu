//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on s\[

/* A transpose with rows of 7 for 8 columns: thread 1 (lo 1, hi 0) and
 * thread 56 (lo 0, hi 7) both write s[7]. */
__global__ void interval_bits_race(float *out) {
  __shared__ float s[64];
  unsigned t = threadIdx.x, hi = t >> 3, lo = t & 7;
  s[lo * 7 + hi] = (float)t;
  __syncthreads();
  out[t] = s[t];
}
