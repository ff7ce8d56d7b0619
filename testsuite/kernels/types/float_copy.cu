//pass
//--blockDim=64 --gridDim=4

/* float arithmetic on the thread's own element */
#include <cuda.h>

__global__ void float_copy(const float *in, float *out) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[i] * 2.0f + 1.0f;
}
