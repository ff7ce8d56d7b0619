//xfail:COMMAND_LINE_ERROR
//--blockDim=32
//(?i)grid

/* a launch needs a grid size as well as a block size */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
