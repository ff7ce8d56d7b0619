//pass
//--blockDim=64 --gridDim=4 --loop-unwind=3
//^.*race_free_loop\.cu: race_free_loop: no defect found within 3 loop iterations \(bounded check, --loop-unwind=3: not a proof\)$

/* a race-free loop: no defect within the bound, and the verdict says it
   is no proof */
#include <cuda.h>

__global__ void race_free_loop(int *A, int n) {
  __requires(n >= 0 && n <= 64);
  for (int i = 0; i < n; i++) {
    A[(blockIdx.x * blockDim.x + threadIdx.x) * n + i] = i;
    __syncthreads();
  }
}
