//pass
//--blockDim=64 --gridDim=8
/* A loop that only some threads enter (a guard on the thread id around
 * it), inside two loops whose inner one ends with a barrier: the threads
 * meet at the barrier once all that entered have left. */
__global__ void loop_in_branch_barrier(const float *in, float *out, int n) {
  __requires(n <= 512); /* one tile of rows per block */
  __shared__ float acc[64];
  acc[threadIdx.x] = 0;
  for (int rows = 64 * blockIdx.x; rows < n; rows += 64 * gridDim.x)
    for (int col = 0; col < n; col += 64) {
      int row = rows + threadIdx.x;
      if (row < n && row >= 1) {
        for (int k = col > 0 ? 0 : 1; k < 64 && col + k < n; k++)
          acc[threadIdx.x] += in[row * n + col + k];
      }
      __syncthreads();
    }
  out[blockIdx.x * 64 + threadIdx.x] = acc[threadIdx.x];
}
