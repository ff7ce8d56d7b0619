//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2 --run
//global_ww_blocks\.cu: error: write-write race on A\[0\] in an execution:$
//^Write by thread 0 in block 0, .*global_ww_blocks\.cu:13:18:\n    A\[threadIdx\.x\] = blockIdx\.x;$
//^Write by thread 0 in block 1, .*global_ww_blocks\.cu:13:18:\n    A\[threadIdx\.x\] = blockIdx\.x;$
//global_ww_blocks\.cu: global_ww_blocks: 1 error$

/* every block writes the same 32 elements, each its own block id: no
 * barrier orders two blocks */
#include <cuda.h>

__global__ void global_ww_blocks(int *A) {
  A[threadIdx.x] = blockIdx.x;
}
