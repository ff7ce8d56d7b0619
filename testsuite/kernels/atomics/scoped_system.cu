//pass
//--blockDim=64 --gridDim=4

/* Atomics of system scope are atomic for every thread of the launch. */
__global__ void count(int *counter, unsigned *flags) {
  atomicAdd_system(counter, 1);
  atomicCAS_system(&flags[blockIdx.x], 0u, 1u);
  atomicMax_system(counter + 1, (int)threadIdx.x);
}
