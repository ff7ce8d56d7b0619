//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: postcondition might not hold on all return paths

/* the postcondition n < 50 does not follow from n < 100 */
#include <cuda.h>

__global__ void ensures_fail(int *A, unsigned n) {
  __requires(n < 100);
  __ensures(n < 50);
  A[threadIdx.x] = n;
}
