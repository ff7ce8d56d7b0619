//xfail:BUGLE_ERROR
//--blockDim=64 --gridDim=1
//return_val_wrong_type\.cu:8:3: error: unsupported construct: __return_val_\* outside a postcondition at the start of its function, or of a type other than the function's return type$

/* __return_val_int() of a function that returns char: the user's mistake
 * (the int would not be the value returned), refused rather than converted. */
__device__ char twice(int i) {
  __ensures(__return_val_int() == i * 2);
  return i * 2;
}

__global__ void k(char *A) {
  A[threadIdx.x] = twice(threadIdx.x);
}
