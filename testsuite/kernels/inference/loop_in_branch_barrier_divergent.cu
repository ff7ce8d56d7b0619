//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//loop_in_branch_barrier_divergent.cu:16:9: error: barrier may be reached by non-uniform control flow
/* As loop_in_branch_barrier, with the barrier inside the guard: thread 0
 * of every block skips it. */
__global__ void loop_in_branch_barrier_divergent(const float *in, float *out, int n) {
  __requires(n <= 512); /* one tile of rows per block */
  __shared__ float acc[64];
  acc[threadIdx.x] = 0;
  for (int rows = 64 * blockIdx.x; rows < n; rows += 64 * gridDim.x)
    for (int col = 0; col < n; col += 64) {
      int row = rows + threadIdx.x;
      if (row < n && row >= 1) {
        for (int k = col > 0 ? 0 : 1; k < 64 && col + k < n; k++)
          acc[threadIdx.x] += in[row * n + col + k];
        __syncthreads();
      }
    }
  out[blockIdx.x * 64 + threadIdx.x] = acc[threadIdx.x];
}
