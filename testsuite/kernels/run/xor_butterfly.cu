//pass
//--blockDim=64 --gridDim=1 --run
//xor_butterfly\.cu: xor_butterfly: no defect found in this execution$

/* an all-reduce by an xor butterfly: every lane gets its warp's sum */
#include <cuda.h>

__global__ void xor_butterfly(const int *A, int *B) {
  unsigned i = threadIdx.x, base = i & ~31u;
  int v = A[i];
  for (int m = 16; m > 0; m >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, m);
  int s = 0;
  for (int k = 0; k < 32; k++)
    s += A[base + k];
  __assert(v == s);
  B[i] = v;
}
