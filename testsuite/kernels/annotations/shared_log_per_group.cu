//pass
//--blockDim=64 --gridDim=4

/* Each block has its own copy of s: for two threads of different blocks,
 * thread 1's log of s is empty, so the barrier, which synchronises one
 * block, leaves no write to s pending for any pair. */
#include <cuda.h>

__global__ void shared_log_per_group(int *A) {
  __shared__ int s[256];
  for (int i = 0; i < 4; i++)
    s[threadIdx.x + 64 * i] = 0;
  __syncthreads();
  __assert(__no_write(s));
  for (int k = 0;
       __global_invariant(__write_implies(s, __write_offset_bytes(s) / 4 == threadIdx.x)),
       k < 8; k++)
    s[threadIdx.x] += A[blockIdx.x * 64 + threadIdx.x];
  A[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
}
