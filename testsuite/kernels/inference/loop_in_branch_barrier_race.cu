//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=8
//error: possible read-write race on buf\[\d+\]
//^Confirmed by execution: .* race on buf\S* \(\S*loop_in_branch_barrier_race\.cu:15 write, \S*loop_in_branch_barrier_race\.cu:18 read\)
/* A loop that only some threads enter, a barrier, then a read of another
 * thread's slot with no barrier before the next step writes it: a race
 * between steps. */
__global__ void loop_in_branch_barrier_race(float *out, const float *in, int n, int steps) {
  __shared__ float buf[64];
  for (int s = 0; s < steps; s++) {
    if (threadIdx.x < n) {
      float acc = 0;
      for (int k = 0; k < threadIdx.x; k++)
        acc += in[s + k];
      buf[threadIdx.x] = acc;
    }
    __syncthreads();
    out[blockIdx.x * 64 + threadIdx.x] = buf[63 - threadIdx.x];
  }
}
