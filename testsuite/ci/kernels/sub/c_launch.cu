//pass
//--blockDim=32 --gridDim=1
// Verified for one block only: with --gridDim=2 both blocks write out[t].
// The assertion leaves Boogie a check to prove for any launch.
__global__ void one_block(int *out) {
  out[threadIdx.x] = blockIdx.x;
  __assert(threadIdx.x < blockDim.x);
}
