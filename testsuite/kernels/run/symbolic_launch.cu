//xfail:COMMAND_LINE_ERROR
//--blockDim=* --gridDim=2 --run
//tandem: error: --run: the thread block size must be given as numbers, not '\*' \(an execution runs one launch\)$

/* an execution needs a concrete launch */
#include <cuda.h>

__global__ void symbolic_launch(int *A) {
  A[threadIdx.x] = 0;
}
