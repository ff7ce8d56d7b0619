//pass
//--blockDim=64 --gridDim=4
// Each thread copies its own element: no race. The assertion leaves Boogie
// a check to prove (the cache tests tell a proof from a stored verdict by
// whether Boogie runs).
#include "common.cuh"

__global__ void copy(int *out, const int *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] + OFFSET;
  __assert(i < gridDim.x * blockDim.x);
}
