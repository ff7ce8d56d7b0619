//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1 --no-annotations
//error: possible (read-write|write-read) race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*no_annotations_drops_requires\.cu:11 write, \S*no_annotations_drops_requires\.cu:11 read\)

/* with __requires ignored, n may be small: the writes meet the reads */
#include <cuda.h>

__global__ void no_annotations_drops_requires(int *A, unsigned n) {
  __requires(n == 64);
  A[threadIdx.x + n] = A[threadIdx.x + 1];
}
