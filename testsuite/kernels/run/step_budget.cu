//xfail:TIMEOUT
//--blockDim=2 --gridDim=1 --run --run-steps=1000
//step_budget\.cu:11:\d+: error: the thread ran more than 1000 instructions \(the step budget: --run-steps\)$

/* a loop that never ends for these arguments (every buffer word is
 * non-negative) */
#include <cuda.h>

__global__ void step_budget(volatile int *A) {
  int x = 0;
  while (A[0] >= 0)
    x++;
  A[threadIdx.x + 1] = x;
}
