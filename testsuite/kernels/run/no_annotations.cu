//pass
//--blockDim=8 --gridDim=1 --run --no-annotations
//no_annotations\.cu: no_annotations: no defect found in this execution$

/* --no-annotations: the failing assertion is not checked */
#include <cuda.h>

__global__ void no_annotations(int *A) {
  __assert(threadIdx.x > 100);
  A[threadIdx.x] = 0;
}
