//xfail:NOT_ALL_VERIFIED
//--blockDim=256 --gridDim=1 --warp-sync=32
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*across_warps\.cu:10 write, \S*across_warps\.cu:10 read\)

/* Reading the element of a thread in the previous warp is not ordered by
 * lockstep: lane 0 reads what the last lane of the warp before writes. */
__global__ void across_warps(int *A) {
  unsigned tid = threadIdx.x;
  if (tid >= 1) A[tid] = A[tid - 1] + 1;
}
