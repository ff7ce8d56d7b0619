//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --verbose
//error: possible write-write race on B\[0\]:$
//^.*outside_contract\.cu: outside_contract: replay: an execution: 1 defect in \d+ instructions, [0-9.]+ s, outside the kernel's contract \(its defects do not count\)$
//B\[0\] = threadIdx\.x;\n\n\n.*outside_contract\.cu: outside_contract: 1 error$
//^Write by .*, \S*outside_contract\.cu:16:8:\n.*\n\nWrite by .*, \S*outside_contract\.cu:16:8:$

/* Threads 0 to 3 write B[0] before thread 4 stops the execution at an
 * __assume that does not hold for it: the execution is none the kernel
 * allows, so the race it found before confirms nothing. (The race is
 * real, among threads 0 to 3; the replay errs on the side of saying
 * nothing.) */
#include <cuda.h>

__global__ void outside_contract(int *B) {
  B[0] = threadIdx.x;
  __assume(threadIdx.x < 4);
}
