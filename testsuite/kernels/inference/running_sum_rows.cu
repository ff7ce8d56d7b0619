//pass
//--blockDim=32 --gridDim=8
//running_sum_rows\.cu: running_sum_rows: Verified$

/* Each thread writes the first element of its row, then the rest of it in
 * a loop from 1. At the loop's head, thread 1's logged write is the first
 * element or one the loop wrote: its row from a step before the start
 * (access-lead-in). */
__global__ void running_sum_rows(const float *in, float *out, int n) {
  __requires(n == 512);
  unsigned row = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = in[row * n];
  out[row * n] = sum;
  for (int i = 1; i < n; i++) {
    sum += in[row * n + i];
    out[row * n + i] = sum;
  }
}
