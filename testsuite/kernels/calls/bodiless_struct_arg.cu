//pass
//--blockDim=128 --gridDim=4

/* a struct passed by value is a private copy: the callee cannot change
   the caller's memory through it */
#include <cuda.h>

struct box {
  int lo, hi;
};

__device__ int width(box b);

__global__ void bodiless_struct_arg(box *B, int *W) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  W[i] = width(B[i]);
}
