//pass
//--blockDim=32 --gridDim=1

/* Within each half, the half's mask orders the exchange. */
__global__ void halves(int *a) {
  __shared__ int s[32];
  s[threadIdx.x] = threadIdx.x;
  __syncwarp(threadIdx.x < 16 ? 0x0000ffffu : 0xffff0000u);
  a[threadIdx.x] = s[threadIdx.x ^ 8];
}
