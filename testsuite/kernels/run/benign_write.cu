//pass
//--blockDim=64 --gridDim=2 --run
//benign_write\.cu: benign_write: no defect found in this execution$

/* every thread writes the same value to the flag: benign, as in GPUVerify */
#include <cuda.h>

__global__ void benign_write(int *flag, const int *A) {
  if (A[blockIdx.x * blockDim.x + threadIdx.x] >= 0)
    flag[0] = 1;
}
