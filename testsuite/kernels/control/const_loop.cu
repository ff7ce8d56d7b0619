//pass
//--blockDim=64 --gridDim=2

/* a constant-trip loop computes a value; the only access is after the loop */
#include <cuda.h>

__global__ void const_loop(int *A) {
  int s = 0;
  for (int i = 0; i < 8; i++) {
    s += i * (int)threadIdx.x;
  }
  A[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
