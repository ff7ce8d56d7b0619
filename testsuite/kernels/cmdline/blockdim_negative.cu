//xfail:COMMAND_LINE_ERROR
//--blockDim=-4 --gridDim=1
//--blockDim

/* a negative block size is rejected */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
