//pass
//--blockDim=64 --gridDim=1 --verbose --time
//\.c[lu]: trivial: Verified$

/* --verbose and --time add output but do not change the verdict line */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
