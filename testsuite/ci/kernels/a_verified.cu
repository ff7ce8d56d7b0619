//pass
//--blockDim=64 --gridDim=4
// Each thread copies its own element: no race.
#include "common.cuh"

__global__ void copy(int *out, const int *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] + OFFSET;
}
