//pass
//--blockDim=64 --gridDim=4

/* Atomics of system scope are atomic for every thread of the launch,
 * in every block. */
__global__ void count(int *counter, unsigned *flags, unsigned long long *sum) {
  atomicAdd_system(counter, 1);
  atomicCAS_system(flags, 0u, blockIdx.x);
  atomicAdd_system(sum, 1ull);
  atomicExch_system(counter + 1, (int)threadIdx.x);
}
