//pass
//--blockDim=64 --gridDim=1

/* after A[threadIdx.x] = 1, any logged write to A is at byte offset threadIdx.x * 4 */
#include <cuda.h>

__global__ void write_offset(int *A) {
  A[threadIdx.x] = 1;
  __assert(__implies(__write(A), __write_offset_bytes(A) == threadIdx.x * sizeof(int)));
}
