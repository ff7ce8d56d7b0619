//pass
//--blockDim=64 --gridDim=1

/* Matches and reductions: the caller's bit is in its match, a minimum is
 * no larger than the caller's value; lane 0 stores the warp's sum. */
__global__ void match_reduce(const unsigned *in, unsigned *out) {
  unsigned v = in[threadIdx.x], lane = threadIdx.x % 32;
  unsigned m = __match_any_sync(0xffffffffu, v);
  __assert((m >> lane) & 1);
  __assert(__reduce_min_sync(0xffffffffu, v) <= v);
  __assert(__reduce_max_sync(0xffffffffu, (int)v) >= (int)v);
  unsigned s = __reduce_add_sync(0xffffffffu, v);
  if (lane == 0)
    out[threadIdx.x / 32] = s + m;
}
