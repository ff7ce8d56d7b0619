//pass
//--blockDim=64 --gridDim=1 --run
//barrier_invariant_reads\.cu: k: no defect found in this execution$

/* A barrier invariant's expression is the proof's view at the barrier,
 * not an access: its read of A[t] does not race with thread t - 1's write
 * (a kernel that the proof with --no-annotations verifies). */
__global__ void k(int *A) {
  A[(threadIdx.x + 1) % 64] = 0;
  __barrier_invariant_1(A[threadIdx.x] == 0, threadIdx.x);
  __syncthreads();
}
