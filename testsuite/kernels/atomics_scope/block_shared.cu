//pass
//--blockDim=64 --gridDim=8
//\A(?![\s\S]*race)

/* Shared memory is one block's: an atomic of block scope on it is atomic
 * with every thread that reaches it. */
__global__ void histogram(const unsigned char *in, unsigned *out) {
  __shared__ unsigned bins[16];
  unsigned t = threadIdx.x;
  if (t < 16)
    bins[t] = 0;
  __syncthreads();
  atomicAdd_block(&bins[in[blockIdx.x * blockDim.x + t] % 16], 1u);
  __syncthreads();
  if (t < 16)
    out[blockIdx.x * 16 + t] = bins[t];
}
