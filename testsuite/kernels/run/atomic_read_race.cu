//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=1 --run
//atomic_read_race\.cu: error: read-atomic race on count\[0\] in an execution:$
//^Read by thread 0 in block 0, .*atomic_read_race\.cu:12:22:$
//^Atomic by thread 1 in block 0, .*atomic_read_race\.cu:11:3:$

/* an atomic update and a plain read of the counter, with no barrier */
#include <cuda.h>

__global__ void atomic_read_race(int *count, int *out) {
  atomicAdd(&count[0], 1);
  out[threadIdx.x] = count[0];
}
