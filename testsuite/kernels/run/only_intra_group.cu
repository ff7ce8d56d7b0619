//pass
//--blockDim=32 --gridDim=4 --run --only-intra-group
//only_intra_group\.cu: only_intra_group: no defect found in this execution$

/* blocks race on A (each writes its id), but only races within a block
 * are checked */
#include <cuda.h>

__global__ void only_intra_group(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
