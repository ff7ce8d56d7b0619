//pass
//--blockDim=64 --gridDim=1

/* && guards a read and a write of the thread's own element */
#include <cuda.h>

__global__ void short_circuit(int *A, const int *B) {
  unsigned t = threadIdx.x;
  if (t < 32 && B[t] > 0) {
    A[t] = B[t];
  }
}
