//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible (write-read|read-write) race on s\[
//syncwarp_missing\.cu:11:\d+:
//syncwarp_missing\.cu:13:\d+:
//^Confirmed by execution: .* race on s\S* \(\S*syncwarp_missing\.cu:13 read, \S*syncwarp_missing\.cu:11 write\)

/* The same exchange without __syncwarp races. */
__global__ void warp_exchange(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  int x = threadIdx.x * 2;
  a[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x ^ 1] + x;
}
