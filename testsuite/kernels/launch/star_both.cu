//pass
//--blockDim=* --gridDim=*

/* only thread 0 of each block writes, at A[blockIdx.x]: race-free for any launch */
#include <cuda.h>

__global__ void star_both(int *A) {
  if (threadIdx.x == 0) {
    A[blockIdx.x] = blockIdx.x;
  }
}
