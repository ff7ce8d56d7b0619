//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=64
//error: possible read-write race on part\[\d+\]:$
//^Confirmed by execution: 

/* Without the barrier at the end of a round, the next round reads an
 * element another thread is still adding into. */
__global__ void interleaved_reduction_race(int *in, int *out) {
  __shared__ int part[256];
  unsigned int t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s = 2 * s) {
    unsigned int at = 2 * s * t;
    if (at < blockDim.x)
      part[at] += part[at + s];
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}
