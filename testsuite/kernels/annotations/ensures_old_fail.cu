//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//ensures_old_fail\.cu:7:3: error: postcondition might not hold on all return paths$

/* The function adds 2, not 1: read at the return, *p is __old + 2. */
__device__ void bump(int *p) {
  __ensures(*p == __old_int(*p) + 1);
  *p = *p + 2;
}

__global__ void k(int *A) {
  bump(&A[threadIdx.x]);
}
