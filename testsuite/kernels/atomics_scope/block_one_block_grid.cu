//pass
//--blockDim=64 --gridDim=1

/* With one block, atomics of block scope are atomic for every thread of
 * the launch. */
__global__ void count(int *counter, float *total, const float *in) {
  atomicAdd_block(counter, 1);
  atomicAdd_block(total, in[threadIdx.x]);
  atomicSub_block(counter + 1, 1);
}
