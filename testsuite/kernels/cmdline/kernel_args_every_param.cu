//pass
//--blockDim=32 --gridDim=1 --kernel-args=kernel_args_every_param,*,10
//\.c[lu]: kernel_args_every_param: Verified$

/* with one value per parameter, the values go to every parameter, and a
 * pointer takes '*'; decimal 10 is n */
#include <cuda.h>

__global__ void kernel_args_every_param(int *A, int n) {
  __assert(n == 10);
  A[threadIdx.x] = n;
}
