//pass
//--blockDim=* --gridDim=1

/* one element per thread is race-free for any block size */
#include <cuda.h>

__global__ void star_block(int *A) {
  A[threadIdx.x] = threadIdx.x + 1;
}
