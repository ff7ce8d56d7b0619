//pass
//--blockDim=64 --gridDim=4
//struct_by_value\.cu: pack: Verified$
/* __halves2half2 returns a struct of structs by value; inlined, it leaves
 * insertvalue and extractvalue instructions, whose fields are followed to
 * the values stored. Each thread writes its own pair. */
#include <cuda_fp16.h>

struct Span {
  struct { int lo; } a;
  struct { int hi; } b;
};

__device__ Span span(int lo, int hi) {
  Span s;
  s.a.lo = lo;
  s.b.hi = hi;
  return s;
}

__global__ void pack(__half2 *out, Span *spans, const __half *in) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = __halves2half2(in[2 * i], in[2 * i + 1]);
  spans[i] = span(i, i + 1);
}
