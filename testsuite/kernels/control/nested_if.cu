//pass
//--blockDim=64 --gridDim=1

/* nested ifs that write A below 32 and only read A at 32 and above */
#include <cuda.h>

__global__ void nested_if(int *A, int *B) {
  unsigned t = threadIdx.x;
  if (t < 32) {
    if (t % 2 == 0) {
      A[t] = 0;
    } else {
      A[t] = 1;
    }
  } else {
    if (t < 48) {
      B[t] = A[t];
    } else {
      B[t] = 0;
    }
  }
}
