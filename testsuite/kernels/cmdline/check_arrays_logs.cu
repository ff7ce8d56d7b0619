//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --check-arrays=B
//error: this assertion might not hold
//\.c[lu]: check_arrays_logs: 1 error$

/* an array left out of race checks keeps its access log for annotations:
 * thread 1 has written A, so __no_write(A) does not hold */
#include <cuda.h>

__global__ void check_arrays_logs(int *A, int *B) {
  A[threadIdx.x + 1] = B[threadIdx.x];
  __assert(__no_write(A));
}
