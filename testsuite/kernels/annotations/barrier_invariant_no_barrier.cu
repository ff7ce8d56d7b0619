//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1
//barrier_invariant_no_barrier\.cu:11:\d+: error: unsupported construct: barrier invariant not followed by a barrier in the same block

/* A barrier invariant speaks of the barrier right after it. */
#define tid threadIdx.x

__global__ void barrier_invariant_no_barrier(int *out) {
  __shared__ int A[32];
  A[tid] = tid;
  __barrier_invariant_1(A[tid] == tid, tid);
  if (tid == 0)
    out[0] = 1;
  __syncthreads();
}
