//xfail:NOT_ALL_VERIFIED
//--blockDim=128 --gridDim=4
//error: possible write-read race on s\[
//syncwarp_reduce_missing\.cu:22:\d+:
//syncwarp_reduce_missing\.cu:24:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*syncwarp_reduce_missing\.cu:22 read, \S*syncwarp_reduce_missing\.cu:24 write\)

/* The same without the __syncwarp that ends each step: a lane reads in
 * the next step what another lane writes in this one. */
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
    }
  }
  if (t == 0) out[blockIdx.x] = s[0];
}
