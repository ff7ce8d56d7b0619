//xfail:NOT_ALL_VERIFIED
//--blockDim=1 --gridDim=2
//error: possible write-write race on out\[
//shared_unwritten_groups_race\.cu:14:\d+:
//^Write by .*, \S*shared_unwritten_groups_race\.cu:14:26:\n.*\n\nWrite by .*, \S*shared_unwritten_groups_race\.cu:14:26:$

/* __shared__ memory that nothing writes holds the same values for the
   threads of one block, but each block has its own: s[0] may be 1 in block
   0 and 0 in block 1, and then both blocks write out[1]. */
#include <cuda.h>

__global__ void shared_unwritten_groups_race(int *out) {
  __shared__ int s[4];
  out[s[0] + blockIdx.x] = blockIdx.x;
}
