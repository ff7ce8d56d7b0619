//xfail:COMMAND_LINE_ERROR
//--blockDim=32 --gridDim=1 --frobnicate
//frobnicate

/* an unknown option is rejected */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
