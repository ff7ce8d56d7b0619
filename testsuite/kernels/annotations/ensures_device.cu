//pass
//--blockDim=64 --gridDim=1
//\.cu: k: Verified$

/* A device function's postcondition holds where it returns, on every
 * return path: __return_val_int() is the value returned. */
__device__ int clamp_positive(int x) {
  __ensures(__return_val_int() > 0);
  __ensures(__implies(x > 0, __return_val_int() == x));
  if (x > 0)
    return x;
  return 1;
}

__global__ void k(int *A) {
  A[threadIdx.x] = clamp_positive(A[threadIdx.x]);
}
