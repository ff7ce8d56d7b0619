//pass
//--blockDim=32 --gridDim=1 --run
//shfl_width\.cu: shfl_width: no defect found in this execution$

/* shuffles in segments of 8 lanes: a source past the segment gives the
 * lane its own value; __shfl_xor_sync reads earlier segments only */
#include <cuda.h>

__global__ void shfl_width(int *A) {
  int lane = threadIdx.x;
  int down = __shfl_down_sync(0xffffffffu, lane, 4, 8);
  __assert(lane % 8 < 4 ? down == lane + 4 : down == lane);
  int up = __shfl_up_sync(0xffffffffu, lane, 2, 8);
  __assert(lane % 8 >= 2 ? up == lane - 2 : up == lane);
  int idx = __shfl_sync(0xffffffffu, lane, 11, 8);
  __assert(idx == (lane & ~7) + 3);
  int x = __shfl_xor_sync(0xffffffffu, lane, 8, 8);
  __assert(lane % 16 < 8 ? x == lane : x == lane - 8);
  A[lane] = down + up + idx + x;
}
