//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=4
//error: possible write-read race on b\.8\[
//^Read by .*, \S*byval_struct_pointer_race\.cu:18:13:\n.*\n\nWrite by .*, \S*byval_struct_pointer_race\.cu:17:14:$

/* Every thread reads in[0]... which thread 0 of each block overwrites. */
#include <cuda.h>

struct Buffers {
  float *in;
  float *out;
};

__global__ void byval_struct_pointer_race(Buffers b) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x == 0)
    b.out[0] = 1.0f;
  b.in[g] = b.out[0];
}
