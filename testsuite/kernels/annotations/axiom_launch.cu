//pass
//--blockDim=64 --gridDim=[4,4]
//axiom_launch\.cu: diagonal: Verified$
/* An __axiom about the launch holds for every thread of every kernel: here
 * only blocks on the diagonal exist, and block (x, x) writes row x alone.
 * Without the axiom, blocks (0, 1) and (1, 0) would race on row 1. */

__axiom(blockIdx.x == blockIdx.y);

__global__ void diagonal(int *rows) {
  rows[blockIdx.y * 64 + threadIdx.x] = blockIdx.x;
}
