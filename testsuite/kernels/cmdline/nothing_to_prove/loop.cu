//pass
//--blockDim=64 --gridDim=1 --verbose --infer-info
//\A(?![\s\S]*Houdini rule)
//^.*\.cu: strided: every check was decided during instrumentation; Boogie is not run$
//\.cu: strided: Verified$

/* A loop has candidate invariants, but they only serve the proof of
 * checks: with none left, inference is not run either. */
#include <cuda.h>

__global__ void strided(const int *A, int *B, int n) {
  int s = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    s += A[i];
  B[threadIdx.x] = s;
}
