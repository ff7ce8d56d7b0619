//pass
//--blockDim=64 --gridDim=2 --run
//syncwarp_exchange\.cu: syncwarp_exchange: no defect found in this execution$

/* neighbours in a warp swap values through shared memory: __syncwarp
 * orders each lane's write before the other lane's read */
#include <cuda.h>

__global__ void syncwarp_exchange(int *A) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = blockIdx.x * 100 + t;
  __syncwarp();
  int v = s[t ^ 1];
  __assert(v == blockIdx.x * 100 + (t ^ 1));
  A[blockIdx.x * 64 + t] = v;
}
