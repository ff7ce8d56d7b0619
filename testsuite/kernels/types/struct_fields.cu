//pass
//--blockDim=64 --gridDim=2

/* each thread writes both fields of its own struct element */
#include <cuda.h>

struct Pair {
  int key;
  int val;
};

__global__ void struct_fields(Pair *P) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  P[i].key = i;
  P[i].val = 2 * i;
}
