//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --no-replay --verbose
//error: possible write-read race on A\[\d+\]:$
//A\[threadIdx\.x\] = threadIdx\.x;\n\n\n.*no_replay\.cu: no_replay: 1 error$
//^.*no_replay\.cu: no_replay: replay: --no-replay$
//^Read by .*, \S*no_replay\.cu:14:20:\n.*\n\nWrite by .*, \S*no_replay\.cu:13:18:$

/* straight_line.cu with --no-replay: the proof's report alone, no
 * execution (--verbose says why). */
#include <cuda.h>

__global__ void no_replay(int *A, int *B) {
  A[threadIdx.x] = threadIdx.x;
  B[threadIdx.x] = A[threadIdx.x + 1];
}
