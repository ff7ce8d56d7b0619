//pass
//--blockDim=64 --gridDim=1
//\.cu: interval_global_one_group: Verified$

/* One block: __syncthreads orders every two threads, global memory too
 * (its fence covers it), so the neighbour's element is read after it
 * was written. */
__global__ void interval_global_one_group(int *A, int *B) {
  A[threadIdx.x] = 1;
  __syncthreads();
  B[threadIdx.x] = A[(threadIdx.x + 1) % 64];
}
