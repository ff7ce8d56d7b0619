//xfail:NOT_ALL_VERIFIED
//--blockDim=16 --gridDim=1
//error: possible write-write race on slots\[
//^Write by .*, \S*ticket_in_loop\.cu:12:32:\n.*\n\nWrite by .*, \S*ticket_in_loop\.cu:12:32:$

/* A counter updated in a loop may wrap: tickets are not taken as distinct
 * (a conservative verdict). */
#include <cuda.h>

__global__ void ticket_in_loop(unsigned *next, int *slots, int n) {
  for (int i = 0; i < n; i++)
    slots[atomicAdd(next, 1u)] = i;
}
