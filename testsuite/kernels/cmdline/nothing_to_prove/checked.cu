//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --verbose
//\A(?![\s\S]*Boogie is not run)
//error: possible write-write race on A

/* The control: a check that instrumentation cannot decide goes to Boogie,
 * which finds the race. */
#include <cuda.h>

__global__ void halves(int *A) {
  A[threadIdx.x / 2] = threadIdx.x;
}
