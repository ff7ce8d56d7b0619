//pass
//--blockDim=64 --gridDim=1 --findbugs
//^.*findbugs_only\.cu: findbugs_only: no defect found within 2 loop iterations \(bounded check, --loop-unwind=2: not a proof\)$

/* --findbugs alone is a bound of 2 */
#include <cuda.h>

__global__ void findbugs_only(int *A) {
  for (int i = 0; i < 16; i++)
    A[threadIdx.x * 16 + i] = i;
}
