//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on A\[0\]:$
//^Witness: n = 7$
//^Confirmed by execution: thread 0 in block 0 and thread 1 in block 0 race on A\[0\] \(.*scalar_witness\.cu:14 write, .*scalar_witness\.cu:14 write\), with n = 7\.$

/* Only n = 7 makes every thread write A[0]. The execution takes n from
 * the witness: with its pseudo-random n (38 for --seed=1) it would have
 * no race. */
#include <cuda.h>

__global__ void scalar_witness(int *A, int n) {
  if (n == 7)
    A[0] = threadIdx.x;
  else
    A[threadIdx.x] = n;
}
