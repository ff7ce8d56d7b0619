//xfail:COMMAND_LINE_ERROR
//--blockDim=0 --gridDim=1
//--blockDim

/* a block size of 0 is rejected */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
