//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --verbose
//error: possible write-write race on B\[0\]:$
//^.*not_reproduced\.cu: not_reproduced: replay: an execution: 0 defects in \d+ instructions, [0-9.]+ s$
//B\[0\] = threadIdx\.x;\n\n\n.*not_reproduced\.cu: not_reproduced: 1 error$
//^Write by .*, \S*not_reproduced\.cu:17:10:\n.*\n\nWrite by .*, \S*not_reproduced\.cu:17:10:$

/* The race needs an element of A to be 123456; the execution's
 * pseudo-random buffers hold words below 1024, so it has none, and the
 * report (the proof's counterexample, an execution of the two-thread
 * model) keeps its label: no "Confirmed by execution" line between the
 * source line and the verdict. */
#include <cuda.h>

__global__ void not_reproduced(const int *A, int *B) {
  if (A[threadIdx.x] == 123456)
    B[0] = threadIdx.x;
}
