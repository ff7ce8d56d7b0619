//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible atomic-atomic race on lock\[0\]:$
//cas_block_race\.cu:11:\d+:$
//^Confirmed by execution

/* A lock taken with a compare-and-swap of block scope excludes only the
 * threads of the block: two blocks' swaps race. */
__global__ void take(int *lock, int *owner) {
  if (threadIdx.x == 0)
    if (atomicCAS_block(lock, 0, 1) == 0)
      owner[blockIdx.x] = 1;
}
