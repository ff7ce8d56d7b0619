//pass
//--blockDim=64 --gridDim=2

/* __syncwarp orders the lanes of a warp: each reads its neighbour's
 * element of the same warp after the neighbour wrote it. */
__global__ void warp_exchange(int *a) {
  __shared__ int s[64];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp();
  a[blockIdx.x * 64 + threadIdx.x] = s[threadIdx.x ^ 1];
}
