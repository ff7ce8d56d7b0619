//pass
//--blockDim=64 --gridDim=4 --run
//run_ok\.cu: run_ok: running with in: a buffer of 65536 bytes, out: a buffer of 65536 bytes$
//run_ok\.cu: run_ok: no defect found in this execution$

/* each block reverses its slice through shared memory, with a barrier
 * between the writes and the reads */
#include <cuda.h>

__global__ void run_ok(const int *in, int *out) {
  __shared__ int tile[64];
  unsigned base = blockIdx.x * blockDim.x;
  tile[threadIdx.x] = in[base + threadIdx.x];
  __syncthreads();
  out[base + threadIdx.x] = tile[blockDim.x - 1 - threadIdx.x];
}
