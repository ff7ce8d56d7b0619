//pass
//--blockDim=64 --gridDim=4

/* The usual pattern: copy the state, draw, store it back. */
#include <curand_kernel.h>

__global__ void draw(curandState *states, float *out) {
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];
  out[id] = curand_uniform(&local) + curand_normal(&local);
  states[id] = local;
}
