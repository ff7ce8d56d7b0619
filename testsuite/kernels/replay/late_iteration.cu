//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[0\]:$
//^Confirmed by execution: thread 0 in block 0 and thread 1 in block 0 race on A\[0\] \(.*late_iteration\.cu:20 write, .*late_iteration\.cu:20 write\)\.$

/* Every thread writes to A[0] in the 11th iteration of a loop of 12, a
 * value of its own: too late for the bounded check, which unrolls a loop
 * of more than 8 iterations 3 times and reaches no race. An execution of
 * the launch runs the loop to its end and has the race, which is then
 * confirmed (verdict defect, not unproven). `nounroll` keeps the loop,
 * which would otherwise be unrolled. */
#include <cuda.h>

__global__ void late_iteration(int *A, int *B) {
  int acc = 0;
#pragma nounroll
  for (int i = 0; i < 12; i++) {
    acc += B[i];
    if (i == 10)
      A[0] = acc + threadIdx.x;
  }
  B[64 + threadIdx.x] = acc;
}
