//pass
//--blockDim=64 --gridDim=2
//shuffle_xor_reduce\.cu: warp_sum: note: assuming that every lane a warp-level operation's mask names takes part in it unless it has exited
//shuffle_xor_reduce\.cu: warp_sum: Verified

/* A butterfly of shuffles moves values between registers, not memory:
 * only lane 0 of each warp stores, to its warp's element. */
__global__ void warp_sum(int *out, const int *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = in[i];
  for (int m = 16; m > 0; m /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  if (threadIdx.x % 32 == 0)
    out[i / 32] = v;
}
