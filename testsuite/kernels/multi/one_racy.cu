//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//\.c[lu]: good: Verified$
//\.c[lu]: bad: \d+ errors?$
//error: possible write-write race on A\[0\]
//Tandem finished with 1 verified, \d+ errors?
//^Confirmed by execution: .* race on A\S* \(\S*one_racy\.cu:17 write, \S*one_racy\.cu:17 write\)

/* one verified kernel and one racy kernel: the file fails */
#include <cuda.h>

__global__ void good(int *A) {
  A[threadIdx.x] = threadIdx.x;
}

__global__ void bad(int *A) {
  A[0] = threadIdx.x;
}
