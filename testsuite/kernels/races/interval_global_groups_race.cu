//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible (read-write|write-read) race on A\[

/* __syncthreads orders the threads of a block only: the last thread of
 * block 0 reads A[64], which thread 0 of block 1 writes, with nothing
 * between them. */
__global__ void interval_global_groups_race(int *A, int *B) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  A[g] = 1;
  __syncthreads();
  B[g] = A[g + 1];
}
