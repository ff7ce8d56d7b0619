//xfail:COMMAND_LINE_ERROR
//--blockDim=32 --gridDim=1 --equality-abstraction --adversarial-abstraction
//abstraction

/* the equality and adversarial abstractions exclude each other */
#include <cuda.h>

__global__ void trivial(int *A) {
  A[threadIdx.x] = 0;
}
