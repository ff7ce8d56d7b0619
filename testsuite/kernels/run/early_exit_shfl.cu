//pass
//--blockDim=64 --gridDim=1 --run --kernel-args=early_exit_shfl,*,*,20
//early_exit_shfl\.cu: early_exit_shfl: no defect found in this execution$

/* lanes past n return before a shuffle of the full mask: CUDA counts
 * exited lanes out, so the other lanes meet without them (and read only
 * lanes that take part) */
#include <cuda.h>

__global__ void early_exit_shfl(const int *A, int *B, int n) {
  unsigned i = threadIdx.x;
  if (i >= n)
    return;
  int v = A[i];
  int w = __shfl_up_sync(0xffffffffu, v, 16);
  __assert(i < 16 ? w == v : w == A[i - 16]);
  B[i] = v + w;
}
