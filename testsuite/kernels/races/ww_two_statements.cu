//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//ww_two_statements\.cu:12:\d+:
//ww_two_statements\.cu:13:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*ww_two_statements\.cu:13 write, \S*ww_two_statements\.cu:12 write\)

/* thread t's second write hits the element thread t+1 writes first (values 1 and 2) */
#include <cuda.h>

__global__ void ww_two_statements(int *A) {
  A[2 * threadIdx.x] = 1;
  A[2 * threadIdx.x + 2] = 2;
}
