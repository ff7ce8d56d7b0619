//pass
//--blockDim=32 --gridDim=4

/* A struct passed by value carries the host's pointers: each one points
   to an array of its own. */
#include <cuda.h>

struct Buffers {
  float *in;
  float *out;
  int n;
};

__global__ void byval_struct_pointer(Buffers b) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (g < b.n)
    b.out[g] = b.in[g] * 2.0f;
}
