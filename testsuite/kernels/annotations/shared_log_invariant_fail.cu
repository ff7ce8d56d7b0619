//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//shared_log_invariant_fail\.cu:12:\d+: error: loop invariant might not be maintained by the loop

/* Two threads of one block still see the log: the loop writes s with no
 * barrier, so __no_write(s) is not kept. */
#include <cuda.h>

__global__ void shared_log_invariant_fail(int *A) {
  __shared__ int s[64];
  for (int k = 0;
       __invariant(__no_write(s)), k < 8; k++)
    s[threadIdx.x] = k;
  A[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x];
}
