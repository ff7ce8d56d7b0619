//pass
//--blockDim=256 --gridDim=*
//\.cu: k: note: assuming fewer than 2\^32 threads in each dimension of the grid
//\.cu: k: Verified$

/* With a size given as *, the verdict rests on a grid whose global ids
 * fit in 32 bits, and says so. */
__global__ void k(unsigned *A) {
  unsigned gid = blockIdx.x * blockDim.x + threadIdx.x;
  A[gid] = blockIdx.x;
}
