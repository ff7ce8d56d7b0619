//xfail:COMMAND_LINE_ERROR
//--blockDim=32 --gridDim=1 --run --warp-sync=32
//tandem: error: --run does not model warps in lockstep \(--warp-sync\)$

/* an execution runs the threads of a warp one by one */
#include <cuda.h>

__global__ void warp_sync(int *A) {
  A[threadIdx.x] = 0;
}
