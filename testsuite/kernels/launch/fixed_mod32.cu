//pass
//--blockDim=32 --gridDim=1

/* star_mod32.cu with exactly 32 threads has no race */
#include <cuda.h>

__global__ void mod32(int *A) {
  A[threadIdx.x % 32] = threadIdx.x;
}
