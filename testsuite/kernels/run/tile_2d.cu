//xfail:NOT_ALL_VERIFIED
//--blockDim=[8,8] --gridDim=1 --run
//tile_2d\.cu: error: read-write race on tile\[1\]\[0\] in an execution:$
//^Read by thread \(1, 0, 0\) in block \(0, 0, 0\), .*tile_2d\.cu:16:40:$
//^Write by thread \(0, 1, 0\) in block \(0, 0, 0\), .*tile_2d\.cu:14:34:$
//tile_2d\.cu: error: write-read race on tile\[0\]\[1\] in an execution:$

/* a 2-D shared tile read transposed without a barrier: elements are
 * named by both indices */
#include <cuda.h>

__global__ void tile_2d(float *out) {
  __shared__ float tile[8][8];
  tile[threadIdx.y][threadIdx.x] = threadIdx.x + 1;
  /* __syncthreads() missing */
  out[threadIdx.y * 8 + threadIdx.x] = tile[threadIdx.x][threadIdx.y];
}
