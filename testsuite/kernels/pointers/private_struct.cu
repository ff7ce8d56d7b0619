//pass
//--blockDim=64 --gridDim=2

/* Pointers kept in a private array of structs, picked at run time, and
   loaded back. */
#include <cuda.h>

struct Slot {
  int *p;
  int scale;
};

__global__ void private_struct(int *A, int *B) {
  Slot s[2];
  s[0].p = A;
  s[0].scale = 1;
  s[1].p = B;
  s[1].scale = 2;
  Slot *mine = &s[threadIdx.x & 1];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  mine->p[g] = mine->scale * g;
}
