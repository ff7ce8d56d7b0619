//pass
//--blockDim=32 --gridDim=1 --run
//reduce_sync\.cu: reduce_sync: no defect found in this execution$

/* the warp reductions of sm_80 */
#include <cuda.h>

__global__ void reduce_sync(int *A) {
  unsigned lane = threadIdx.x;
  __assert(__reduce_add_sync(0xffffffffu, lane) == 496);
  if (lane < 16)
    __assert(__reduce_add_sync(0xffffu, lane) == 120);
  __assert(__reduce_min_sync(0xffffffffu, (int)lane - 5) == -5);
  __assert(__reduce_max_sync(0xffffffffu, (int)lane - 5) == 26);
  __assert(__reduce_min_sync(0xffffffffu, lane + 3) == 3);
  __assert(__reduce_max_sync(0xffffffffu, lane) == 31);
  __assert(__reduce_and_sync(0xffffffffu, lane | 0x40) == 0x40);
  __assert(__reduce_or_sync(0xffffffffu, 1u << lane) == 0xffffffffu);
  __assert(__reduce_xor_sync(0xffffffffu, lane) == 0);
  A[lane] = lane;
}
