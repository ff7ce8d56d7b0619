//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on S\[
//bodiless_per_thread\.cu:15:\d+:
//^Write by .*, \S*bodiless_per_thread\.cu:15:8:\n.*\n\nWrite by .*, \S*bodiless_per_thread\.cu:15:8:$

/* each thread gets its own value: two threads may pick the same slot */
#include <cuda.h>

__device__ unsigned slot(void);

__global__ void bodiless_per_thread(int *A) {
  __shared__ int S[64];
  unsigned s = slot() % 64;
  S[s] = threadIdx.x;
  __syncthreads();
  A[threadIdx.x] = S[threadIdx.x];
}
