//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4 --no-infer
//error: possible write-write race on A \(not confirmed\):$

/* the row_per_thread kernel without inference: the loop forgets which
   offsets were written, so the proof fails, and no execution confirms the
   race it reports (and the report says so) */
#include <cuda.h>

__global__ void no_infer_false_alarm(int *A) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned j = 0; j < 64; j++)
    A[t * 64 + j] = j;
}
