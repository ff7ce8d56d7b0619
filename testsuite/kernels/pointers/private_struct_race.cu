//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=2
//error: possible write-write race on B\[0\]
//^Confirmed by execution: .* race on B\S* \(\S*private_struct_race\.cu:25 write, \S*private_struct_race\.cu:25 write\)

/* The same struct, but the threads that load B all write its element 0. */
#include <cuda.h>

struct Slot {
  int *p;
  int scale;
};

__global__ void private_struct_race(int *A, int *B) {
  Slot s[2];
  s[0].p = A;
  s[0].scale = 1;
  s[1].p = B;
  s[1].scale = 2;
  Slot *mine = &s[threadIdx.x & 1];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  if (mine->scale == 1)
    mine->p[g] = g;
  else
    mine->p[0] = g;
}
