//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible atomic-write race on total\[0\]
//^Confirmed by execution: .* race on total\S* \(\S*atomic_then_write\.cu:12 write, \S*atomic_then_write\.cu:10 atomic\)

/* Thread 0 overwrites a total that the others update atomically. */
#include <cuda.h>

__global__ void atomic_then_write(int *total) {
  atomicAdd(total, 1);
  if (threadIdx.x == 0)
    total[0] = 0;
}
