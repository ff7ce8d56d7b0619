//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible [a-z-]+ race on A\[
//Witness:.*\bn = -?\d+
//^Confirmed by execution: .* race on A\S* \(\S*requires_missing\.cu:11 write, \S*requires_missing\.cu:11 read\)

/* without the precondition, n = 1 makes thread t write what thread t+1 reads */
#include <cuda.h>

__global__ void requires_param(int *A, unsigned n) {
  A[threadIdx.x + n] = A[threadIdx.x];
}
