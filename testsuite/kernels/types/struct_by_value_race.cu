//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//struct_by_value_race\.cu: error: possible write-write race on out\[0\]
//struct_by_value_race\.cu:\d+:\d+:\n    out\[i / 2\] = __halves2half2
//^Confirmed by execution: .* race on out\S* \(\S*struct_by_value_race\.cu:12 write, \S*struct_by_value_race\.cu:12 write\)
/* Two threads pack into each __half2: the struct built by value is stored
 * by both. */
#include <cuda_fp16.h>

__global__ void pack(__half2 *out, const __half *in) {
  unsigned i = threadIdx.x;
  out[i / 2] = __halves2half2(in[2 * i], in[2 * i + 1]);
}
