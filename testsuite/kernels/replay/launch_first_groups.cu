//xfail:NOT_ALL_VERIFIED
//--blockDim=1024 --gridDim=128 --verbose
//error: possible write-write race on A\[\d+\]:$
//^.*launch_first_groups\.cu: launch_first_groups: replay: an execution of the first 64 groups: 1 defect in \d+ instructions
//^Confirmed by execution: thread \d+ in block \d+ and thread \d+ in block \d+ race on A\[\d+\] \(\S*launch_first_groups\.cu:15 write, \S*launch_first_groups\.cu:15 write\)\.$

/* A launch of more than 2^16 threads is replayed by its first groups, as
 * many as make 2^16 threads: blocks run one after another, so those are
 * the start of an execution of the whole launch, and a race among them
 * is the launch's. Here neighbouring blocks overlap by one element. */
#include <cuda.h>

__global__ void launch_first_groups(int *A) {
  unsigned i = blockIdx.x * (blockDim.x - 1) + threadIdx.x;
  A[i] = threadIdx.x;
}
