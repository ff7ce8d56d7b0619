//xfail:COMMAND_LINE_ERROR
//--blockDim=abc --gridDim=1
//--blockDim

/* a block size that is not a number is rejected */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
