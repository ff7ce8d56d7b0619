//pass
//--blockDim=64 --gridDim=2

/* char, short and unsigned char arrays indexed by the global index */
#include <cuda.h>

__global__ void char_short(char *C, short *S, unsigned char *U) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  C[i] = (char)(i & 0x7f);
  S[i] = (short)(i * 3);
  U[i] = (unsigned char)(C[i] + 1);
}
