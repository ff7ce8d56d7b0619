//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on slots\[
//^Confirmed by execution: .* race on slots\S* \(\S*ticket_add_tid\.cu:11 write, \S*ticket_add_tid\.cu:11 write\)

/* Adding a thread-dependent amount (0 for thread 0) gives no uniqueness. */
#include <cuda.h>

__global__ void ticket_add_tid(unsigned *next, int *slots) {
  unsigned mine = atomicAdd(next, threadIdx.x);
  slots[mine] = threadIdx.x;
}
