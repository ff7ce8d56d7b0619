//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on slots\[

/* Adding a thread-dependent amount (0 for thread 0) gives no uniqueness. */
#include <cuda.h>

__global__ void ticket_add_tid(unsigned *next, int *slots) {
  unsigned mine = atomicAdd(next, threadIdx.x);
  slots[mine] = threadIdx.x;
}
