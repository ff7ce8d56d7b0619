//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-read race on a\[\d+\]:
//^Write by thread \d+ in block 0, .*call_chain_race\.cu:14:\d+:$
//^    in call from .*call_chain_race\.cu:17:3\n    in call from .*call_chain_race\.cu:21:3$
//^Read by thread \d+ in block 0, .*call_chain_race\.cu:22:\d+:\n    out\[threadIdx\.x\] = a\[threadIdx\.x \+ 1\];\n\n
//Confirmed by execution

/* A race inside code inlined from a template through a device function is
 * reported where the access is, then through each call that inlined it,
 * innermost first; an access in the kernel itself names no call. */
#include <cuda.h>

__device__ void put(int *a, int i, int v) { a[i] = v; }

template <int K> __device__ void stage(int *a, int t) {
  put(a, t / K, t);
}

__global__ void k(int *a, int *out) {
  stage<1>(a, threadIdx.x);
  out[threadIdx.x] = a[threadIdx.x + 1];
}
