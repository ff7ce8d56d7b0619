//pass
//--blockDim=64 --gridDim=2

/* CUDA's integer intrinsics are exact */
#include <cuda.h>

__global__ void cuda_int_intrinsics(int *A, int x) {
  __assert(__hadd(-1, -2) == -2 && __rhadd(1, 2) == 2);
  __assert(__uhadd(0xffffffffu, 1u) == 0x80000000u);
  __assert(__sad(-3, 4, 10u) == 17u && __usad(3u, 9u, 0u) == 6u);
  __assert(__mulhi(x, 0) == 0 && __umulhi(0x80000000u, 4u) == 2u);
  __assert(__mul64hi(-1LL, 1LL) == -1LL);
  __assert(__mul24(-2, 3) == -6 && __umul24(0x1000002u, 2u) == 4u);
  A[blockIdx.x * blockDim.x + threadIdx.x] = x;
}
