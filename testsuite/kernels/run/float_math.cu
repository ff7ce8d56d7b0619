//pass
//--blockDim=4 --gridDim=1 --run
//float_math\.cu: float_math: no defect found in this execution$

/* IEEE single precision: 1 + e rounds back to 1 for e below half an ulp
 * (it would not in double); sqrtf(2) squared is not 2 */
#include <cuda.h>

__global__ void float_math(float *out) {
  float e = 1e-8f * (float)(threadIdx.x + 1);
  float s = 1.0f + e;
  __assert(s == 1.0f);
  float r = sqrtf(2.0f + (float)threadIdx.x);
  __assert(threadIdx.x != 0 || r * r != 2.0f);
  __assert(fabsf(-1.5f) == 1.5f && floorf(2.5f) == 2.0f);
  out[threadIdx.x] = r;
}
