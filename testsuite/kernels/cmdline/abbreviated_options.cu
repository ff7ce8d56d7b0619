//pass
//--blockD=64 --gridD=2 --only-intra --no-inf --time
//\.c[lu]: abbreviated_options: Verified$
//Timing:

/* unique prefixes stand for whole options (--blockD for --blockDim); the
 * exact name --time wins over --timeout, which it also begins */
#include <cuda.h>

__global__ void abbreviated_options(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
