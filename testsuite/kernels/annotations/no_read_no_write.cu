//pass
//--blockDim=64 --gridDim=1

/* __no_read/__no_write hold for arrays not yet accessed in that way */
#include <cuda.h>

__global__ void no_read_no_write(int *A, int *B) {
  __assert(__no_write(A));
  __assert(__no_read(A));
  A[threadIdx.x] = 1;
  __assert(__no_read(A));
  __assert(__no_read(B));
  __assert(__no_write(B));
}
