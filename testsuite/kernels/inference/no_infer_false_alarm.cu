//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4 --no-infer
//error: possible write-write race on A \(not confirmed\):$

/* rows of at most 64 per thread without inference: the loop forgets
   which offsets were written, so the proof fails, and no execution
   confirms the race it reports (and the report says so). A bound known
   to be a literal would leave no race check (slots.h). */
#include <cuda.h>

__global__ void no_infer_false_alarm(int *A, unsigned n) {
  __requires(n <= 64);
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  for (unsigned j = 0; j < n; j++)
    A[t * 64 + j] = j;
}
