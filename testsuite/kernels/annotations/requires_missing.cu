//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible [a-z-]+ race on A\[
//Witness:.*\bn = -?\d+
//^Confirmed by execution: .* race on A\S* \(\S*requires_missing\.cu:13 write, \S*requires_missing\.cu:13 read\)

/* without the precondition, n = 1 makes thread t write what thread t+1
 * reads; the index stays inside A for every n, so that an execution with
 * any witness shows the race */
#include <cuda.h>

__global__ void requires_param(int *A, unsigned n) {
  A[(threadIdx.x + n) % 64] = A[threadIdx.x];
}
