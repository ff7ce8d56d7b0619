//xfail:TRANSLATION_ERROR
//--blockDim=64 --gridDim=1
//mtgp32_refused\.cu:\d+:\d+: error: unsupported construct: cuRAND's MTGP32 generator

/* An MTGP32 state is drawn from by a block's threads together: refused. */
#include <curand_kernel.h>

__global__ void draw(curandStateMtgp32 *state, unsigned *out) {
  out[threadIdx.x] = curand(state);
}
