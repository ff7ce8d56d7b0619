//pass
//--blockDim=64 --gridDim=2

/* sincosf writes both results through pointers */
#include <cuda.h>

__global__ void sincosf_own(float *X, float *S, float *C) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  sincosf(X[i], &S[i], &C[i]);
}
