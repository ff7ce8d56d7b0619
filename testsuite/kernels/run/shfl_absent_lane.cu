//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run --kernel-args=shfl_absent_lane,*,20
//shfl_absent_lane\.cu:16:8: error: shuffle from lane 20, which does not take part for thread 4 in block 0 in an execution$
//^    v \+= __shfl_down_sync\(0xffffffffu, v, 16\);$
//shfl_absent_lane\.cu: shfl_absent_lane: 1 error$

/* lanes 20 to 31 have returned: lane 4 reads lane 20's value, which is
 * undefined */
#include <cuda.h>

__global__ void shfl_absent_lane(int *A, int n) {
  unsigned i = threadIdx.x;
  if (i >= n)
    return;
  int v = A[i];
  v += __shfl_down_sync(0xffffffffu, v, 16);
  A[i] = v;
}
