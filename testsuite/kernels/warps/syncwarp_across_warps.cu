//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (write-read|read-write) race on s\[
//syncwarp_across_warps.cu:12:\d+:
//syncwarp_across_warps.cu:14:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*syncwarp_across_warps\.cu:12 write, \S*syncwarp_across_warps\.cu:14 read\)

/* __syncwarp orders one warp only: a read of the other warp's element
 * races; it is never taken for a block barrier. */
__global__ void across(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp();
  a[threadIdx.x] = s[threadIdx.x ^ 32];
}
