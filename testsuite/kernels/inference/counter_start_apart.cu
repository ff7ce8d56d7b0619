//pass
//--blockDim=64 --gridDim=16 --infer-info
//\A(?![\s\S]*grid_sum: Houdini rule uniform-counter)
//^pair_sum: Houdini rule uniform-counter: 0 of 1 candidates survived
//\.cu: grid_sum: Verified$
//\.cu: pair_sum: Verified$

/* A counter that starts at a different value in every thread of a block
 * is never uniform there: no candidate says so. One whose start two
 * threads share (threadIdx.x / 2) still gets one, which Houdini refutes.
 * The assertion after each loop leaves a check to prove: without one,
 * neither inference nor Boogie would run. */
#include <cuda.h>

__global__ void grid_sum(const float *A, float *B, int n) {
  float s = 0.0f;
  int i;
  for (i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    s += A[i];
  __assert(i >= n);
  B[blockIdx.x * blockDim.x + threadIdx.x] = s;
}

__global__ void pair_sum(const float *A, float *B, int n) {
  float s = 0.0f;
  int i;
  for (i = threadIdx.x / 2; i < n; i += 32)
    s += A[i];
  __assert(i >= n);
  B[blockIdx.x * blockDim.x + threadIdx.x] = s;
}
