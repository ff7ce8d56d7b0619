//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4 --may-alias
//error: possible (write-read|read-write) race on
//read_only_copy_may_alias\.cu:14:\d+:
//^Write by .*, \S*read_only_copy_may_alias\.cu:14:19:\n.*\n\nRead by .*, \S*read_only_copy_may_alias\.cu:14:21:$
//^Write by .*, \S*read_only_copy_may_alias\.cu:14:19:\n.*\n\nWrite by .*, \S*read_only_copy_may_alias\.cu:14:19:$

/* out[b] = in[b] when the parameters may overlap: in
   is then memory that the kernel writes (out[b] may be in[b + 1]), and
   block b's write races with block b + 1's read. */
#include <cuda.h>

__global__ void read_only_copy_may_alias(int *out, const int *in) {
  out[blockIdx.x] = in[blockIdx.x];
}
