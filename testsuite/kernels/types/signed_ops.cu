//pass
//--blockDim=32 --gridDim=1

/* signed division truncates, % keeps the dividend's sign, >> is arithmetic */
#include <cuda.h>

__global__ void signed_ops(int *A, int n) {
  __requires(n == -7);
  __assert(n / 2 == -3);
  __assert(n % 2 == -1);
  __assert((n >> 1) == -4);
  __assert((unsigned)n > 100u);
  __assert((n & 0xff) == 0xf9);
  __assert((n | 1) == -7 && (n ^ -1) == 6 && ~n == 6);
  A[threadIdx.x] = n;
}
