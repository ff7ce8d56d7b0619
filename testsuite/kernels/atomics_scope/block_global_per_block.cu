//pass
//--blockDim=64 --gridDim=8

/* Each block updates its own element: block scope suffices. */
__global__ void count_per_block(unsigned *counts, unsigned *flags) {
  atomicAdd_block(&counts[blockIdx.x], 1u);
  atomicCAS_block(&flags[blockIdx.x], 0u, threadIdx.x);
  atomicMax_block(&counts[gridDim.x + blockIdx.x], threadIdx.x);
}
