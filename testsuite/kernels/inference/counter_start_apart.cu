//pass
//--blockDim=64 --gridDim=16 --infer-info
//\A(?![\s\S]*grid_sum: Houdini rule uniform-counter)
//^pair_sum: Houdini rule uniform-counter: 0 of 1 candidates survived
//\.cu: grid_sum: Verified$
//\.cu: pair_sum: Verified$

/* A counter that starts at a different value in every thread of a block
 * is never uniform there: no candidate says so. One whose start two
 * threads share (threadIdx.x / 2) still gets one, which Houdini refutes. */
#include <cuda.h>

__global__ void grid_sum(const float *A, float *B, int n) {
  float s = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    s += A[i];
  B[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void pair_sum(const float *A, float *B, int n) {
  float s = 0.0f;
  for (int i = threadIdx.x / 2; i < n; i += 32)
    s += A[i];
  B[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
