//xfail:COMMAND_LINE_ERROR
//--blockDim=64 --gridDim=1 --no
//tandem: error: ambiguous option '--no' could match --no-inline, --no-infer, --no-benign-tolerance, --no-annotations, --no-barrier-access-checks, --no-cache

/* a prefix of several options is an error that names them */
#include <cuda.h>

__global__ void ambiguous_option(int *A) {
  A[threadIdx.x] = 0;
}
