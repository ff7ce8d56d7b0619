//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=8
//error: possible write-write race on out
//Confirmed by execution: thread \d+ in block \d+ and thread \d+ in block \d+ race on out\[\d+\] \(\S*running_sum_rows_race\.cu:15 write, \S*running_sum_rows_race\.cu:12 write\)

/* As running_sum_rows, but the loop runs to i == n: the last element it
 * writes is the next row's first. */
__global__ void running_sum_rows_race(const float *in, float *out, int n) {
  __requires(n == 512);
  unsigned row = blockIdx.x * blockDim.x + threadIdx.x;
  float sum = in[row * n];
  out[row * n] = sum;
  for (int i = 1; i <= n; i++) {
    sum += in[row * n + i];
    out[row * n + i] = sum;
  }
}
