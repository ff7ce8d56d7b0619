//pass
//--blockDim=64 --gridDim=1
//\.cu: k: Verified$

/* The same bytes through two names, with a barrier between the write and
 * the read. */
extern __shared__ float fbuf[];
extern __shared__ int ibuf[];

__global__ void k(int *A) {
  fbuf[threadIdx.x] = 1.0f;
  __syncthreads();
  A[threadIdx.x] = ibuf[(threadIdx.x + 1) % 64];
}
