//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//shuffle_refused\.cu:10:\d+: error: unsupported construct: warp shuffle '__shfl_xor_sync' \(warp-level operations are not modelled\)

/* A shuffle reads another lane's register and needs the lanes of its mask
   converged: not modelled, so refused by name at its line. */
__global__ void warp_sum(int *out, const int *in) {
  int v = in[threadIdx.x];
  for (int m = 16; m > 0; m /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  if (threadIdx.x % 32 == 0)
    out[threadIdx.x / 32] = v;
}
