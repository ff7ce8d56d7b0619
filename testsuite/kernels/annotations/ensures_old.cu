//pass
//--blockDim=64 --gridDim=1
//\.cu: k: Verified$

/* __old_int(x) is x where the __ensures is written; memory the
 * postcondition reads is read where the function returns. */
__device__ void bump(int *p) {
  __ensures(*p == __old_int(*p) + 1);
  *p = *p + 1;
}

__global__ void k(int *A) {
  bump(&A[threadIdx.x]);
}
