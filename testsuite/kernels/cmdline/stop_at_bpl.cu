//pass
//--blockDim=64 --gridDim=2 --stop-at-bpl
//^.*stop_at_bpl\.cu: racy: Boogie program written to /.*/racy\.bpl$
//^Temporary files kept in /
/* --stop-at-bpl writes the program and stops before Boogie: the race below
 * is not looked for, and the exit code says only that writing worked */
#include <cuda.h>

__global__ void racy(int *A) {
  A[0] = threadIdx.x;
}
