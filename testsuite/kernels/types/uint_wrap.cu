//pass
//--blockDim=64 --gridDim=1

/* unsigned int wraps: 0xFFFFFFFF + 2 == 1 */
#include <cuda.h>

__global__ void uint_wrap(unsigned *A, unsigned x) {
  __requires(x == 0xFFFFFFFFu);
  unsigned y = x + 2;
  __assert(y == 1);
  A[threadIdx.x] = y;
}
