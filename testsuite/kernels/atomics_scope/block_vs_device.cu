//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//error: possible atomic-atomic race on counter\[0\]:$
//block_vs_device\.cu:13:5:$
//block_vs_device\.cu:15:5:$
//^Confirmed by execution: .*\(.*block_vs_device\.cu:1[35] atomic, .*block_vs_device\.cu:1[35] atomic\)

/* Block 0 adds with block scope, the other blocks with device scope: the
 * device atomic is atomic with every thread, but block 0's update is not
 * atomic with theirs. */
__global__ void mixed(int *counter) {
  if (blockIdx.x == 0)
    atomicAdd_block(counter, 1);
  else
    atomicAdd(counter, 2);
}
