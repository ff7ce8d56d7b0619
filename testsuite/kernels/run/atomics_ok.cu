//pass
//--blockDim=64 --gridDim=4 --run
//atomics_ok\.cu: atomics_ok: no defect found in this execution$

/* every thread of the grid updates the same counters atomically: atomics
 * never race with atomics */
#include <cuda.h>

__global__ void atomics_ok(int *count, unsigned *hi) {
  atomicAdd(&count[0], 1);
  atomicMax(&hi[0], threadIdx.x);
  atomicCAS(&count[1], 0, 1);
}
