//pass
//--blockDim=64 --gridDim=2
//\.cu: k: Verified$

/* A clock read per thread, stored in the thread's own element. */
__global__ void k(long long *A) {
  long long start = clock64();
  A[blockIdx.x * blockDim.x + threadIdx.x] = clock64() - start;
}
