//pass
//--blockDim=64 --gridDim=2 --run
//counting_barriers\.cu: counting_barriers: no defect found in this execution$

/* the counting barriers give every thread the block's count, conjunction
 * and disjunction */
#include <cuda.h>

__global__ void counting_barriers(int *A) {
  int c = __syncthreads_count(threadIdx.x % 2);
  int a = __syncthreads_and(threadIdx.x < 100);
  int o = __syncthreads_or(threadIdx.x == 3);
  int none = __syncthreads_or(threadIdx.x > 100);
  __assert(c == 32 && a == 1 && o == 1 && none == 0);
  A[blockIdx.x * blockDim.x + threadIdx.x] = c;
}
