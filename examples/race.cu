// A data race: the same kernel as verified.cu without the barrier, so thread
// t may read tile[t + 1] before thread t + 1 has written it.
// Launch with N threads per block: bin/tandem --blockDim=64 --gridDim=4
#include <cuda.h>

#define N 64

__global__ void rotate(int *out, const int *in) {
  __shared__ int tile[N];
  unsigned t = threadIdx.x;
  unsigned i = blockIdx.x * blockDim.x + t;
  tile[t] = in[i];
  out[i] = tile[(t + 1) % blockDim.x];
}
