//pass
//--blockDim=64 --gridDim=1 --run
//votes\.cu: votes: no defect found in this execution$

/* ballot, any, all, uni and activemask, checked lane by lane; lanes 20
 * to 31 of each warp return first, so they take part in nothing */
#include <cuda.h>

__global__ void votes(int *A) {
  unsigned lane = threadIdx.x % 32;
  __assert(__ballot_sync(0xffffffffu, lane % 3 == 0) == 0x49249249u);
  __assert(__any_sync(0xffffffffu, lane == 7));
  __assert(!__any_sync(0xffffffffu, lane > 40));
  __assert(__all_sync(0xffffffffu, lane < 32));
  __assert(!__all_sync(0xffffffffu, lane < 31));
  __assert(__uni_sync(0xffffffffu, 5) && !__uni_sync(0xffffffffu, lane < 4));
  __assert(__ballot_sync(0xffffu << (lane & 16), 1) == 0xffffu << (lane & 16));
  if (lane < 16)
    __assert(__activemask() == 0xffffu);
  if (lane >= 20)
    return;
  __assert(__activemask() == 0xfffffu);
  __assert(__ballot_sync(0xffffffffu, 1) == 0xfffffu);
  A[threadIdx.x] = lane;
}
