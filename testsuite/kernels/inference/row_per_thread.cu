//pass
//--blockDim=32 --gridDim=4

/* thread t owns the row [t*64, t*64 + 64) of the array */
#include <cuda.h>

__global__ void row_per_thread(int *A) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned j = 0; j < 64; j++)
    A[t * 64 + j] = j;
}
