//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run --kernel-args=requires_met,*,32
//requires_met\.cu: requires_met: running with A: a buffer of 65536 bytes, n = 32$
//requires_met\.cu: error: write-write race on A\[0\] in an execution:$

/* the same kernel with the precondition's argument given: the race */
#include <cuda.h>

__global__ void requires_met(int *A, int n) {
  __requires(n == 32);
  A[threadIdx.x % (n - 31) + n - 32] = threadIdx.x;
}
