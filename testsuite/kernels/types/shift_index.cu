//pass
//--blockDim=32 --gridDim=1

/* thread t writes elements 2t and 2t+1, computed with << and | */
#include <cuda.h>

__global__ void shift_index(int *A) {
  A[threadIdx.x << 1] = 1;
  A[(threadIdx.x << 1) | 1] = 2;
}
