//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: possible write-write race on slots\[
//Write by thread \d+ in block \d+, .*ticket_add_zero.cu:12:15:
//^Confirmed by execution: .* race on slots\S* \(\S*ticket_add_zero\.cu:12 write, \S*ticket_add_zero\.cu:12 write\)

/* Adding 0 hands every thread the same value: the slots collide. */
#include <cuda.h>

__global__ void ticket_add_zero(unsigned *next, int *slots) {
  unsigned mine = atomicAdd(next, 0u);
  slots[mine] = threadIdx.x;
}
