//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible (read-write|write-read) race on A\[\d+\]:$
//^Confirmed by execution: thread 0 in block 0 and thread 1 in block 0 race on A\[1\] \(.*straight_line\.cu:15 read, .*straight_line\.cu:14 write\)\.$

/* Thread t writes A[t], then reads A[t + 1], which thread t + 1 writes:
 * the proof's counterexample is an execution of the two-thread model,
 * and the executor, running thread 0 then thread 1, meets the race too:
 * thread 0's read of A[1] before thread 1's write. The execution's
 * threads and element are its own. */
#include <cuda.h>

__global__ void straight_line(int *A, int *B) {
  A[threadIdx.x] = threadIdx.x;
  B[threadIdx.x] = A[threadIdx.x + 1];
}
