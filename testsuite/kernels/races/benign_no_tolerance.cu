//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2 --no-benign-tolerance
//error: possible write-write race on A\[0\]
//^Confirmed by execution: .* race on A\S* \(\S*benign_no_tolerance\.cu:10 write, \S*benign_no_tolerance\.cu:10 write\)

/* the same-value writes of benign_same_value.cu are reported with --no-benign-tolerance */
#include <cuda.h>

__global__ void benign_same_value(int *A) {
  A[0] = 1;
}
