//pass
//--blockDim=64 --gridDim=1

/* unsigned char arithmetic wraps: 250 + 10 stored in an unsigned char is 4 */
#include <cuda.h>

__global__ void uchar_wrap(unsigned char *A, unsigned char n) {
  __requires(n == 250);
  unsigned char c = n + 10;
  __assert(c == 4);
  A[threadIdx.x] = c;
}
