//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --run
//syncwarp_missing\.cu: error: read-write race on s\[1\] in an execution:$
//^Read by thread 0 in block 0, .*syncwarp_missing\.cu:17:11:\n    int v = s\[t \^ 1\];$
//^Write by thread 1 in block 0, .*syncwarp_missing\.cu:15:8:\n    s\[t\] = t;$
//syncwarp_missing\.cu: syncwarp_missing: 2 errors$

/* the same exchange without __syncwarp: a lane reads its neighbour's
 * element, which the neighbour writes unordered */
#include <cuda.h>

__global__ void syncwarp_missing(int *A) {
  __shared__ int s[64];
  unsigned t = threadIdx.x;
  s[t] = t;
  /* __syncwarp(); */
  int v = s[t ^ 1];
  A[t] = v;
}
