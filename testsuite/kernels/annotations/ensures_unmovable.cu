//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//ensures_unmovable\.cu:10:5: error: unsupported construct: __ensures on a device function, where it is not first

/* A postcondition written after the function's first branch cannot be
 * moved to its returns: refused, never checked at the wrong place. */
__device__ int f(int x) {
  int r = x;
  if (x < 0) {
    __ensures(r >= 0);
    r = -x;
  }
  return r;
}

__global__ void k(int *A) {
  A[threadIdx.x] = f(A[threadIdx.x]);
}
