//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=16
//error: possible write-read race on out
//Confirmed by execution: thread \d+ in block \d+ and thread \d+ in block \d+ race on out\[\d+\] \(\S*grid_stride_repeated_race\.cu:13 write, \S*grid_stride_repeated_race\.cu:13 read\)

/* As grid_stride_repeated, but the stride is one block: a thread's second
 * element is the next block's first. */
__global__ void grid_stride_repeated_race(float *out, const float *in, unsigned n, int reps) {
  for (int r = 0; r < reps; r++)
    for (unsigned i = 0, idx = blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i++, idx += blockDim.x)
      for (int k = 0; k < 4; k++)
        out[idx] += in[idx] * k;
}
