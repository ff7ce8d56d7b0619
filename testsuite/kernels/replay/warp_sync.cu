//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --warp-sync=32
//error: possible (read-write|write-read) race on A\[31\]:$
//^Confirmed by execution: thread 31 in block 0 and thread 32 in block 0 race on A\[31\] \(.*warp_sync\.cu:13 write, .*warp_sync\.cu:13 read\)\.$

/* With --warp-sync=32 the execution runs each warp in lockstep too, as
 * the proof does: a lane reading its neighbour's element within a warp
 * is ordered, so the race the execution confirms is the one across the
 * two warps, between lanes 31 and 32. */
#include <cuda.h>

__global__ void warp_sync(int *A) {
  if (threadIdx.x >= 1) A[threadIdx.x] = A[threadIdx.x - 1] + 1;
}
