// Race-free: each thread stages one element in shared memory and, after the
// barrier, reads its right-hand neighbour's element (wrapping at the end).
// Launch with N threads per block: bin/tandem --blockDim=64 --gridDim=4
#include <cuda.h>

#define N 64

__global__ void rotate(int *out, const int *in) {
  __shared__ int tile[N];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  tile[t] = in[i];
  __syncthreads();
  out[i] = tile[(t + 1) % blockDim.x];
}
