//pass
//--blockDim=64 --gridDim=1
//\.cu: k: Verified$

/* __syncthreads_or orders the write before it and the read after it. */
__global__ void k(int *A) {
  __shared__ int s[64];
  s[threadIdx.x] = A[threadIdx.x];
  int any = __syncthreads_or(s[threadIdx.x] != 0);
  A[threadIdx.x] = any ? s[(threadIdx.x + 1) % 64] : 0;
}
