//pass
//--blockDim=64 --gridDim=4

/* Each thread takes a ticket from a global counter and writes its own slot:
 * an increment by a constant hands out distinct values. */
#include <cuda.h>

__global__ void ticket_index(unsigned *next, int *slots) {
  unsigned mine = atomicAdd(next, 1u);
  slots[mine] = threadIdx.x;
}
