//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible (read-write|write-read) race on B\[
//bodiless_struct_arg_race\.cu:17:\d+:
//^Read by .*, \S*bodiless_struct_arg_race\.cu:18:8:\n.*\n\nWrite by .*, \S*bodiless_struct_arg_race\.cu:17:25:$

/* the copy of a struct passed by value reads it, and that read races */
#include <cuda.h>

struct box {
  int lo, hi;
};

__device__ void show(box b);

__global__ void bodiless_struct_arg_race(box *B) {
  B[threadIdx.x + 1].lo = 0;
  show(B[threadIdx.x]);
}
