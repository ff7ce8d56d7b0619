//pass
//--blockDim=64 --gridDim=1

/* A shuffle whose source lane is the caller's, or falls outside the
 * caller's segment of the warp, returns the caller's own value (PTX
 * shfl.sync): each assertion holds for every lane. */
__global__ void own(int *a) {
  int t = threadIdx.x;
  __assert(__shfl_down_sync(0xffffffffu, t, 8, 8) == t);
  __assert(__shfl_up_sync(0xffffffffu, t, 0) == t);
  __assert(__shfl_sync(0xffffffffu, t, threadIdx.x % 4, 4) == t);
  __assert(__shfl_xor_sync(0xffffffffu, t, 32) == t);
  __assert(__shfl_down_sync(0xffffffffu, t, 33) == __shfl_down_sync(0xffffffffu, t, 1) ||
           threadIdx.x % 32 != 31);
  a[t] = t;
}
