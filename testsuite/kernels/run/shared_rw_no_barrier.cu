//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2 --run
//shared_rw_no_barrier\.cu: error: read-write race on tile\[1\] in an execution:$
//^Read by thread 0 in block 0, .*shared_rw_no_barrier\.cu:19:10:\n    B\[i\] = tile\[\(threadIdx\.x \+ 1\) % 32\];$
//^Write by thread 1 in block 0, .*shared_rw_no_barrier\.cu:17:21:\n    tile\[threadIdx\.x\] = A\[i\];$
//shared_rw_no_barrier\.cu: error: write-read race on tile\[0\] in an execution:$
//^Read by thread 31 in block 0, .*shared_rw_no_barrier\.cu:19:10:$
//shared_rw_no_barrier\.cu: shared_rw_no_barrier: 2 errors$

/* the barrier between the write and the read of the neighbour's element
 * is missing */
#include <cuda.h>

__global__ void shared_rw_no_barrier(const int *A, int *B) {
  __shared__ int tile[32];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = A[i];
  /* __syncthreads(); */
  B[i] = tile[(threadIdx.x + 1) % 32];
}
