//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=1 --run --run-buffer=128
//extern_shared\.cu: error: read-write race on s\[1\] in an execution:$
//^Read by thread 0 in block 0, .*extern_shared\.cu:14:20:$
//^Write by thread 1 in block 0, .*extern_shared\.cu:13:18:$

/* an extern __shared__ array is sized like a buffer (--run-buffer); the
 * barrier between the write and the neighbour's read is missing */
#include <cuda.h>

__global__ void extern_shared(float *A) {
  extern __shared__ float s[];
  s[threadIdx.x] = A[threadIdx.x];
  A[threadIdx.x] = s[(threadIdx.x + 1) % blockDim.x];
}
