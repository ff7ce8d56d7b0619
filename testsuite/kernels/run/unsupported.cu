//xfail:TRANSLATION_ERROR
//--blockDim=32 --gridDim=1 --run
//unsupported\.cu:\d+:\d+: error: unsupported construct: call to '__tandem_shfl_xor_i32'$

/* a warp shuffle: the executor runs threads one by one, not in warps */
#include <cuda.h>

__global__ void unsupported(int *A) {
  A[threadIdx.x] = __shfl_xor_sync(0xffffffff, A[threadIdx.x], 1);
}
