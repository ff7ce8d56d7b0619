//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2 --run
//grid_sync_missing\.cu: error: write-read race on A\[0\] in an execution:$
//^Write by thread 0 in block 0, .*grid_sync_missing\.cu:15:10:\n    A\[t\] = t \+ 1;$
//^Read by thread 0 in block 1, .*grid_sync_missing\.cu:18:12:\n    B\[t\] = A\[t\];$
//grid_sync_missing\.cu: grid_sync_missing: 1 error$

/* the same without the grid barrier: block 1 reads what block 0 writes,
 * and nothing orders two blocks */
#include <cuda.h>

__global__ void grid_sync_missing(int *A, int *B) {
  unsigned t = threadIdx.x;
  if (blockIdx.x == 0)
    A[t] = t + 1;
  /* cg::this_grid().sync(); */
  if (blockIdx.x == 1)
    B[t] = A[t];
}
