//xfail:TIMEOUT
//--blockDim=64 --gridDim=2 --timeout=10
//timeout_proved_parts\.cu: k: error: verification timed out after 10 s \(proved: no race on A, no race on B, no barrier divergence; timed out: the assertions; each proved part assumes that the others hold\)$

/* The proof is split in parts: the races on each array, the barriers, the
 * assertions. A timeout says which parts were proved. The assertion is
 * true (a prime below 2^62 has no two factors below 2^32) but its proof
 * needs the solver to rule out every 32-bit factor. B[i ^ 1], a bijection
 * but no slot, keeps a race check on B. */
__global__ void k(int *A, int *B, unsigned long x, unsigned long y) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  A[i] = threadIdx.x;
  if (threadIdx.x < blockDim.x) /* every thread: no divergence */
    __syncthreads();
  B[i ^ 1] = A[i ^ 1];
  if (x > 1 && y > 1 && x < 0x100000000ul && y < 0x100000000ul)
    __assert(x * y != 4611686018427387847ul);
}
