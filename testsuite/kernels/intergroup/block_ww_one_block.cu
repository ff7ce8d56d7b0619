//pass
//--blockDim=32 --gridDim=1

/* block_ww.cu launched with a single block has no race */
#include <cuda.h>

__global__ void block_ww(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
