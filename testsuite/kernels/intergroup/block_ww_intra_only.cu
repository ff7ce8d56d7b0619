//pass
//--blockDim=32 --gridDim=2 --only-intra-group

/* block_ww.cu with --only-intra-group: its only race is between blocks */
#include <cuda.h>

__global__ void block_ww(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
