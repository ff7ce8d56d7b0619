//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-annotations
//error: possible write-read race on A\[
//__assert\(A\[\(threadIdx.x \+ 1\) % 64\] >= 0 \|\| true\);
//\.c[lu]: no_annotations_keeps_reads: 1 error$
//^Confirmed by execution: .* race on A\S* \(\S*no_annotations_keeps_reads\.cu:14 read, \S*no_annotations_keeps_reads\.cu:13 write\)

/* the assertion is ignored, but its argument is still computed like the
 * code around it: its read of A races with the neighbour's write */
#include <cuda.h>

__global__ void no_annotations_keeps_reads(int *A) {
  A[threadIdx.x] = threadIdx.x;
  __assert(A[(threadIdx.x + 1) % 64] >= 0 || true);
}
