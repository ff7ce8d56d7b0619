//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//read_offset_fail\.cu:10:\d+: error: this assertion might not hold

/* a read of A[threadIdx.x] is not at byte offset 0 for threads other than 0 */
#include <cuda.h>

__global__ void read_offset_fail(const int *A, int *B) {
  B[threadIdx.x] = A[threadIdx.x];
  __assert(__implies(__read(A), __read_offset_bytes(A) == 0));
}
