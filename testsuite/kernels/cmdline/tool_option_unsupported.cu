//xfail:COMMAND_LINE_ERROR
//--blockDim=64 --gridDim=1 --vcgen-opt=/noBenign
//unsupported value for --vcgen-opt: '/noBenign'

/* a GPUVerify tool option other than /checkArrays: is an error */
#include <cuda.h>

__global__ void tool_option_unsupported(int *A) {
  A[threadIdx.x] = 0;
}
