//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//device_assert\.cu:15:3: error: this assertion might not hold
//device_assert\.cu: checked: Verified$

/* assert() of <cassert> in device code is a checked assertion. */
#include <cassert>
#include <climits>
#include <cstdio>
#include <cuda_runtime.h>

__global__ void unchecked(unsigned *a, unsigned x) {
  unsigned y = x + 1;
  /* false for x == UINT_MAX */
  assert(y > x);
  a[threadIdx.x] = y;
}

__global__ void checked(int *a, int x) {
  int y = x < INT_MAX ? x + 1 : x;
  assert(y >= x);
  a[threadIdx.x] = y;
}

int main() {
  int *d;
  unsigned *u;
  cudaMalloc(&d, 64 * sizeof(int));
  cudaMalloc(&u, 64 * sizeof(unsigned));
  unchecked<<<1, 64>>>(u, 41);
  checked<<<1, 64>>>(d, 41);
  cudaDeviceSynchronize();
  return 0;
}
