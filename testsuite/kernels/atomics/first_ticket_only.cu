//pass
//--blockDim=128 --gridDim=2

/* Only the thread that draws ticket 0 writes the flag. */
#include <cuda.h>

__global__ void first_ticket_only(unsigned *next, int *flag) {
  if (atomicAdd(next, 1u) == 0)
    flag[0] = blockIdx.x;
}
