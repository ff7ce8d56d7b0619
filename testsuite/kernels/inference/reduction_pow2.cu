//pass
//--blockDim=128 --gridDim=4

/* tree reduction in shared memory: the stride halves each round and a
   barrier ends each round; no annotations needed */
#include <cuda.h>

__global__ void reduction_pow2(const float *in, float *out) {
  __shared__ float s[128];
  unsigned t = threadIdx.x;
  s[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  for (unsigned stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (t < stride)
      s[t] += s[t + stride];
    __syncthreads();
  }
  if (t == 0)
    out[blockIdx.x] = s[0];
}
