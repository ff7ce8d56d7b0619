//xfail:COMMAND_LINE_ERROR
//--blockDim=32 --gridDim=1 --run --warp-sync=24
//tandem: error: --run --warp-sync=24: an execution runs warps of a power of two of at most 32 lanes in lockstep$

/* lanes in lockstep are a part of a warp of 32 */
#include <cuda.h>

__global__ void warp_sync(int *A) {
  A[threadIdx.x] = 0;
}
