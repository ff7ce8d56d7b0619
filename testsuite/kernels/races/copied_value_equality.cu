//pass
//--blockDim=32 --gridDim=1 --equality-abstraction

/* the same copy under the equality abstraction: both threads read the same
   value and write it, a benign write */
#include <cuda.h>

__global__ void copied_value_equality(const int *A, int *B) {
  B[3] = A[3];
}
