//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --run --run-buffer=256
//out_of_bounds\.cu:13:24: error: out-of-bounds write of 4 bytes at byte offset 256 of 'A' \(256 bytes, --run-buffer\) for thread 63 in block 0 in an execution$
//^    A\[threadIdx\.x \+ 1\] = 0;$
//out_of_bounds\.cu: out_of_bounds: note: the execution stopped at that defect$
//out_of_bounds\.cu: out_of_bounds: 1 error$

/* the last thread writes one element past a buffer of 64 ints */
#include <cuda.h>

__global__ void out_of_bounds(int *A) {
  if (threadIdx.x < 64)
    A[threadIdx.x + 1] = 0;
}
