//pass
//--blockDim=32 --gridDim=1

/* sign and zero extension from int to 64-bit long long */
#include <cuda.h>

__global__ void long_long(long long *L, int n) {
  __requires(n == -1);
  long long w = n;
  __assert(w == -1LL);
  __assert((unsigned long long)w == 0xFFFFFFFFFFFFFFFFULL);
  unsigned long long z = (unsigned)n;
  __assert(z == 0xFFFFFFFFULL);
  L[threadIdx.x] = w;
}
