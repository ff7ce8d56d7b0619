//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on P\[0\]
//bytes 4\.\.7
//struct_field_race\.cu:18:\d+:
//^Confirmed by execution: .* race on P\S* \(\S*struct_field_race\.cu:18 write, \S*struct_field_race\.cu:18 write\)

/* all threads write the val field (bytes 4..7) of P[0]; the key fields are disjoint */
#include <cuda.h>

struct Pair {
  int key;
  int val;
};

__global__ void struct_field_race(Pair *P) {
  P[threadIdx.x].key = threadIdx.x;
  P[0].val = threadIdx.x;
}
