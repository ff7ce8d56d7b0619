//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//shuffle_not_own\.cu:8:\d+: error: this assertion might not hold

/* Lane 0 reads lane 1's value: not its own. */
__global__ void not_own(int *a) {
  int t = threadIdx.x;
  __assert(__shfl_down_sync(0xffffffffu, t, 1) == t);
  a[t] = t;
}
