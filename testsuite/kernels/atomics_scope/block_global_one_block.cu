//pass
//--blockDim=64 --gridDim=8

/* Only block 0 updates the global counter: its atomics of block scope
 * are atomic with each other. */
__global__ void count_first(int *counter, const int *in) {
  if (blockIdx.x == 0)
    atomicAdd_block(counter, in[threadIdx.x]);
}
