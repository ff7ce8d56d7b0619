//pass
//--blockDim=64 --gridDim=1

/* int, char and short views of an int array, each thread staying inside its own int */
#include <cuda.h>

__global__ void mixed_width_ok(int *A) {
  A[threadIdx.x] = threadIdx.x;
  unsigned char *bytes = (unsigned char *)A;
  bytes[4 * threadIdx.x + 3] = 0xff;
  short *halves = (short *)A;
  halves[2 * threadIdx.x] = 5;
}
