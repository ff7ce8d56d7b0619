//pass
//--blockDim=64 --gridDim=4

/* device functions taking pointers are inlined; each thread loads and stores its element */
#include <cuda.h>

__device__ void store(int *p, unsigned i, int v) {
  p[i] = v;
}

__device__ int load(const int *p, unsigned i) {
  return p[i];
}

__global__ void device_func(const int *A, int *B) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  store(B, i, load(A, i) + 1);
}
