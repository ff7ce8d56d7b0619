//pass
//--blockDim=256 --gridDim=2 --run --warp-sync=32
//lockstep_scan\.cu: lockstep_scan: no defect found in this execution$

/* a scan within each warp: with the threads of a warp in lockstep every
 * read of a step comes before the writes of that step */
#include <cuda.h>

__global__ void lockstep_scan(int *A, int *B) {
  unsigned tid = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned lane = threadIdx.x % 32;
  B[tid] = A[tid];
  if (lane >= 1) A[tid] = A[tid - 1] + A[tid];
  if (lane >= 2) A[tid] = A[tid - 2] + A[tid];
  if (lane >= 4) A[tid] = A[tid - 4] + A[tid];
  if (lane >= 8) A[tid] = A[tid - 8] + A[tid];
  if (lane >= 16) A[tid] = A[tid - 16] + A[tid];
  /* lanes in lockstep read each step's values before any is written: the
   * last lane has the warp's sum */
  if (lane == 31) {
    int s = 0;
    for (unsigned k = tid - 31; k <= tid; k++)
      s += B[k];
    __assert(A[tid] == s);
  }
}
