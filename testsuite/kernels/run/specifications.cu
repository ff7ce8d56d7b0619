//pass
//--blockDim=16 --gridDim=2 --run
//specifications\.cu: specifications: no defect found in this execution$

/* loop invariants with access predicates and loads: not evaluated, and
 * their loads are no accesses (A[0] would race with the writes) */
#include <cuda.h>

__global__ void specifications(int *A) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = 0;
       __invariant(__write_implies(A, __write_offset_bytes(A) / sizeof(int) == i)),
       __invariant(A[0] >= 0),
       k < 4; k++)
    A[i] = k;
  __assert(__implies(i < 32, A[i] == 3));
}
