//pass
//--blockDim=32 --gridDim=2 --run
//struct_byval\.cu: struct_byval: running with s: a struct of 16 bytes \(s\.ptr0: a buffer of 65536 bytes\)$
//struct_byval\.cu: struct_byval: no defect found in this execution$

/* a struct passed by value: each thread's copy is its own (the writes to
 * s.n do not race), and its pointer field points to a buffer */
#include <cuda.h>

struct Slice {
  int *p;
  int n;
};

__global__ void struct_byval(struct Slice s) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s.n = (int)i;
  s.p[i] = s.n;
  __assert(s.p[i] == (int)i);
}
