//pass
//--blockDim=64 --gridDim=1

/* What a lane's own predicate says of a vote: its bit of the ballot, any
 * when it holds, all when it does not. */
__global__ void votes(const int *in, int *a) {
  int p = in[threadIdx.x] > 0;
  unsigned lane = threadIdx.x % 32;
  unsigned b = __ballot_sync(0xffffffffu, p);
  __assert(((b >> lane) & 1) == (unsigned)p);
  __assert(!p || __any_sync(0xffffffffu, p) == 1);
  __assert(p || __all_sync(0xffffffffu, p) == 0);
  __assert((__ballot_sync(0x0000ffffu, 1) & 0xffff0000u) == 0 || lane >= 16);
  __assert((__activemask() >> lane) & 1);
  a[threadIdx.x] = b;
}
