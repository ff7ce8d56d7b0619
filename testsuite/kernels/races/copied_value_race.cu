//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on B\[3\]

/* every thread copies its own element A[t] into B[3]: A is never written,
   but different elements may hold different values, so this is a race */
#include <cuda.h>

__global__ void copied_value_race(const int *A, int *B) {
  B[3] = A[threadIdx.x];
}
