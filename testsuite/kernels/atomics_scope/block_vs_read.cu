//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//error: possible (atomic-read|read-atomic) race on flags\[
//block_vs_read\.cu:12:3:$
//block_vs_read\.cu:13:\d+:$
//^Confirmed by execution: .* race on flags\S* \(\S*block_vs_read\.cu:13 read, \S*block_vs_read\.cu:12 atomic\)

/* A plain read races with an atomic of block scope, as with any atomic,
 * in the same block or another. */
__global__ void peek(unsigned *flags, unsigned *out) {
  unsigned i = (blockIdx.x * blockDim.x + threadIdx.x) % 4;
  atomicOr_block(&flags[i], 1u);
  out[blockIdx.x * blockDim.x + threadIdx.x] = flags[(i + 1) % 4];
}
