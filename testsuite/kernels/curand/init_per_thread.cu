//pass
//--blockDim=64 --gridDim=4

/* Each thread initialises its own generator state. */
#include <curand_kernel.h>

__global__ void setup(curandState *states, unsigned long long seed) {
  unsigned id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}
