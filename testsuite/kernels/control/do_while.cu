//pass
//--blockDim=32 --gridDim=2

/* a do-while loop computes a value; one access after it */
#include <cuda.h>

__global__ void do_while(int *A) {
  int k = 0;
  do {
    k += 2;
  } while (k < 10);
  A[blockIdx.x * blockDim.x + threadIdx.x] = k;
}
