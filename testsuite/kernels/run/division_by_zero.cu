//xfail:NOT_ALL_VERIFIED
//--blockDim=4 --gridDim=1 --run --kernel-args=division_by_zero,*,0 --seed=3
//division_by_zero\.cu:10:\d+: error: integer division by zero for thread 0 in block 0 in an execution$

/* the divisor given is 0 */
#include <cuda.h>

__global__ void division_by_zero(int *A, int d) {
  int x = A[threadIdx.x];
  A[threadIdx.x] = x / d;
}
