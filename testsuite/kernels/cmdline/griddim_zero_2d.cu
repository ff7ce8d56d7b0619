//xfail:COMMAND_LINE_ERROR
//--blockDim=32 --gridDim=[2,0]
//--gridDim

/* a zero in any dimension of the grid is rejected */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
