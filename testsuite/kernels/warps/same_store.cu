//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --warp-sync=32
//error: possible write-write race on A\[
//same_store\.cu:10:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*same_store\.cu:10 write, \S*same_store\.cu:10 write\)

/* Two lanes of a warp writing one element with one store instruction
 * still race: lockstep does not say which write lands. */
__global__ void same_store(int *A) {
  A[threadIdx.x / 2] = threadIdx.x;
}
