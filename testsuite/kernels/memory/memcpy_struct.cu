//pass
//--blockDim=32 --gridDim=2

/* each thread copies its own struct with memcpy: pieces of the copy are
   accesses like any other, and they are disjoint */
#include <cuda.h>

struct Vec3 { float x, y, z; };

__global__ void memcpy_struct(Vec3 *out, const Vec3 *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  memcpy(&out[i], &in[i], sizeof(Vec3));
}
