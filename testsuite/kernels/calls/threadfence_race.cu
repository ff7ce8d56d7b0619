//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on A\[
//threadfence_race\.cu:13:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*threadfence_race\.cu:13 read, \S*threadfence_race\.cu:11 write\)

/* a fence orders one thread's accesses, not two threads' */
#include <cuda.h>

__global__ void threadfence_race(int *A, int *B) {
  A[threadIdx.x] = 1;
  __threadfence();
  B[threadIdx.x] = A[(threadIdx.x + 1) % 64];
}
