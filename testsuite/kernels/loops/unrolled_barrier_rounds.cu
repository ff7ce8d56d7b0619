//pass
//--blockDim=64 --gridDim=4

/* Four rounds of neighbour exchange, unrolled, with a barrier between the
 * read and the write of each round: race-free. */
__global__ void unrolled_barrier_rounds(int *out) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  __syncthreads();
#pragma unroll
  for (int i = 1; i <= 4; i++) {
    int v = s[(t + i) % 64];
    __syncthreads();
    s[t] = v + i;
    __syncthreads();
  }
  out[t + blockIdx.x * 64] = s[t];
}
