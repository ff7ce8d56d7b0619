//pass
//--blockDim=64 --gridDim=2

/* all threads write the same constant to A[0]: a benign race, tolerated by default */
#include <cuda.h>

__global__ void benign_same_value(int *A) {
  A[0] = 1;
}
