//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1 --adversarial-abstraction
//invariant_reads_memory_adversarial\.cu:9:\d+: error: unsupported construct: loop invariant that reads 'A', whose values are not kept

/* The adversarial abstraction keeps no value of A: an invariant about
 * them is refused rather than left unprovable. */
__global__ void k(int *A) {
  A[threadIdx.x] = 0;
  for (int i = 0; __invariant(A[threadIdx.x] == 0), i < 10; i++)
    A[threadIdx.x] = 0;
}
