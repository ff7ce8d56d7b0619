//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1
//error: possible (write-read|read-write) race on s\[
//syncwarp_half_mask\.cu:12:\d+:
//syncwarp_half_mask\.cu:14:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*syncwarp_half_mask\.cu:12 write, \S*syncwarp_half_mask\.cu:14 read\)

/* Each half of the warp syncs its own lanes only: a read from the other
 * half is not ordered. */
__global__ void halves(int *a) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp(threadIdx.x < 16 ? 0x0000ffffu : 0xffff0000u);
  a[threadIdx.x] = s[threadIdx.x ^ 16];
}
