//pass
//--blockDim=64 --gridDim=1
//\.cu: wide_word_own: Verified$

/* Each thread writes inside its own 8-byte word only. */
__global__ void wide_word_own(size_t *out) {
  __shared__ size_t words[64];
  unsigned t = threadIdx.x;
  words[t] = t;
  ((char *)words)[8 * t + 4] = 1;
  __syncthreads();
  out[t] = words[t];
}
