//pass
//--blockDim=64 --gridDim=2 --run
//warp_reduce\.cu: warp_reduce: no defect found in this execution$

/* a warp reduction with __shfl_down_sync: lane 0 gets the sum of its
 * warp's 32 values, which it checks against its own sum */
#include <cuda.h>

__global__ void warp_reduce(const int *A, int *sums) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x, lane = threadIdx.x % 32;
  int v = A[i];
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (lane == 0) {
    int s = 0;
    for (int k = 0; k < 32; k++)
      s += A[i + k];
    __assert(v == s);
    sums[i / 32] = v;
  }
}
