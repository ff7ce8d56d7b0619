//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --verbose --boogie-file=${KERNEL_DIR}/false_lemma.bpl
//\A(?![\s\S]*Boogie is not run)
//error: a property of kernel 'distinct' might not hold

/* No check of the kernel is left, but a --boogie-file may hold obligations
 * of its own: Boogie still runs, and finds this one false. */
#include <cuda.h>

__global__ void distinct(int *A) {
  A[threadIdx.x] = 1;
}
