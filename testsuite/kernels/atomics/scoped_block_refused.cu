//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=4
//scoped_block_refused\.cu:9:\d+: error: unsupported construct: atomic of block scope \('atomicAdd_block', \.\.\.\)

/* An atomic of block scope is not atomic with another block's atomics:
 * not modelled, so refused, never taken for a device-wide atomic. */
__global__ void count(int *counter) {
  int x = threadIdx.x;
  atomicAdd_block(counter, x);
}
