//pass
//--blockDim=[*,4] --gridDim=*
//\.cu: k: Verified$

/* A block's threads together, not only each dimension, are at most 1024:
 * with 4 rows, a row has at most 256 threads. */
__global__ void k(int *A) {
  A[blockIdx.x * 256 + threadIdx.x] = threadIdx.x;
}
