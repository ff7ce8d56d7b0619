//pass
//--blockDim=64 --gridDim=[64,64] --no-inline
//axiom_no_inline\.cu: guarded: Verified$
/* With --no-inline the axioms are not functions of their own to check:
 * they are assumed by the kernel. Only block (16, 16) would write, and the
 * axioms rule it out. */

__axiom(blockIdx.x == 16);
__axiom(blockIdx.y == 15);

__global__ void guarded(int *A) {
  if (blockIdx.x == 16 && blockIdx.y == 16)
    A[0] = threadIdx.x;
}
