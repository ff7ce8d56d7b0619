//xfail:NOT_ALL_VERIFIED
//--blockDim=32 --gridDim=2
//error: possible write-write race on A\[0\]
//^Write by .*, \S*smid_write\.cu:9:10:\n.*\n\nWrite by .*, \S*smid_write\.cu:9:10:$

/* Blocks may run on different multiprocessors. */
__global__ void k(unsigned *A) {
  if (threadIdx.x == 0)
    A[0] = __nvvm_read_ptx_sreg_smid();
}
