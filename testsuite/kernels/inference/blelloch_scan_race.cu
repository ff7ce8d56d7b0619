//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//error: possible write-write race on s\[\d+\]:
//Confirmed by execution: thread \d+ in block 0 and thread \d+ in block 0 race on s\[127\] \(\S*blelloch_scan_race\.cu:29 write, \S*blelloch_scan_race\.cu:29 write\)

/* As blelloch_scan, but the down-sweep starts one level too deep: its
 * first offset is 256, and threads 0 and 1 of the second level meet. */
__global__ void blelloch_scan_race(float *data) {
  __shared__ float s[512];
  unsigned t = threadIdx.x;
  float *g = data + blockIdx.x * 256;
  s[2 * t] = g[2 * t];
  s[2 * t + 1] = g[2 * t + 1];
  int offset = 1;
  for (int d = 128; d > 0; d >>= 1) {
    __syncthreads();
    if (t < d)
      s[offset * (2 * t + 2) - 1] += s[offset * (2 * t + 1) - 1];
    offset *= 2;
  }
  __syncthreads();
  if (t == 0)
    s[255] = 0;
  for (int d = 2; d < 256; d *= 2) {
    __syncthreads();
    if (t < d) {
      int ai = offset * (2 * t + 1) - 1, bi = offset * (2 * t + 2) - 1;
      float x = s[ai & 511];
      s[ai & 511] = s[bi & 511];
      s[bi & 511] += x;
    }
    offset >>= 1;
  }
  __syncthreads();
  g[2 * t] = s[2 * t];
  g[2 * t + 1] = s[2 * t + 1];
}
