//pass
//--blockDim=256 --gridDim=64 --infer-info
//Houdini rule pow2: 1 of 1 candidates survived
//: Verified$

/* Interleaved addressing: in the round of stride s, thread t adds element
 * 2st + s into 2st. The unsigned stride doubles as 2 * s, which the
 * powers of two must be seen through for rounds not to overlap. */
__global__ void interleaved_reduction(int *in, int *out) {
  __shared__ int part[256];
  unsigned int t = threadIdx.x;
  part[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned int s = 1; s < blockDim.x; s = 2 * s) {
    unsigned int at = 2 * s * t;
    if (at < blockDim.x)
      part[at] += part[at + s];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = part[0];
}
