//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible write-write race on a\[
//shuffle_broadcast_race\.cu:10:\d+:
//^Confirmed by execution: .* race on a\S* \(\S*shuffle_broadcast_race\.cu:10 write, \S*shuffle_broadcast_race\.cu:10 write\)

/* Every lane gets lane 0's index: all write one element, with their own
 * ids. */
__global__ void broadcast(int *a) {
  a[__shfl_sync(0xffffffffu, (int)threadIdx.x, 0)] = threadIdx.x;
}
