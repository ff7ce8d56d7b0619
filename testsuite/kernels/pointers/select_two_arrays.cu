//pass
//--blockDim=64 --gridDim=4

/* A pointer chosen by a parameter between two arrays: each thread writes
   its own element of whichever array it is. */
#include <cuda.h>

__global__ void select_two_arrays(int *in, int *out, int which) {
  int *dst = which ? in : out;
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  dst[g] = g;
}
