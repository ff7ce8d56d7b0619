//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run
//vote_fails\.cu:11:3: error: this assertion does not hold for thread 0 in block 0 in an execution$
//^    __assert\(__ballot_sync\(0xffffffffu, threadIdx\.x < 8\) == 0xff00u\);$
//vote_fails\.cu: vote_fails: 1 error$

/* the ballot of lanes 0 to 7 is 0xff, not 0xff00 */
#include <cuda.h>

__global__ void vote_fails(int *A) {
  __assert(__ballot_sync(0xffffffffu, threadIdx.x < 8) == 0xff00u);
}
