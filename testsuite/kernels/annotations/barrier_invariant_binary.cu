//pass
//--blockDim=32 --gridDim=4
//\.c[lu]: barrier_invariant_binary: Verified$

/* Odd values, one per thread: a binary invariant says that two threads'
 * elements differ, so the writes to S go to distinct elements. */
#define tid threadIdx.x

__global__ void barrier_invariant_binary(int *out) {
  __shared__ int A[32];
  __shared__ int S[64];
  A[tid] = 2 * tid + 1;
  __barrier_invariant_binary_1(A[tid] != A[__other_int(tid)], tid, __other_int(tid));
  __syncthreads();
  S[A[tid]] = tid;
  __syncthreads();
  out[blockIdx.x * 32 + tid] = S[2 * tid + 1];
}
