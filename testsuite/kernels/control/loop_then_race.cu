//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A \(not confirmed\):$
//^Not confirmed: .* no execution with each loop run at most 2 times reaches it\.$

/* after a loop, every thread writes its id to the same element A[s]; the
   loop runs 4 times, beyond the bounded check that confirms races, and the
   report says it is not confirmed */
#include <cuda.h>

__global__ void loop_then_race(int *A) {
  int s = 0;
  for (int i = 0; i < 4; i++) {
    s += i;
  }
  A[s] = threadIdx.x;
}
