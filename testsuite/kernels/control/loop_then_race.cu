//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[6\]:$
//^Confirmed by a bounded check: an execution with each loop run at most 5 times reaches it\.$

/* after a loop, every thread writes its id to the same element A[s]; the
   bounded check that confirms the race runs the loop to its end (4
   iterations and the exit test), and s = 0 + 1 + 2 + 3; `nounroll` keeps
   the loop, which would otherwise be unrolled */
#include <cuda.h>

__global__ void loop_then_race(int *A) {
  int s = 0;
#pragma nounroll
  for (int i = 0; i < 4; i++) {
    s += i;
  }
  A[s] = threadIdx.x;
}
