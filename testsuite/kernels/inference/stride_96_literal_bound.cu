//pass
//--blockDim=96 --gridDim=1

/* A stride of 96 is no power of two: that thread t's offsets stay
 * t + 96k (mod 2^32) needs the counter never to wrap, which the literal
 * bound ensures. The congruence candidate is proposed and proved. */
#include <cuda.h>

__global__ void stride_96(float *A) {
  for (int i = threadIdx.x; i < 960; i += blockDim.x)
    A[i] = A[i] + 1.0f;
}
