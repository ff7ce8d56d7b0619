//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Write by .*, \S*lanemask_race\.cu:10:17:\n.*\n\nWrite by .*, \S*lanemask_race\.cu:10:17:$

/* The lane masks differ per lane but repeat per warp: lanes with the same
 * mask in two warps write the same element. */
__global__ void k(int *A) {
  unsigned lt = __nvvm_read_ptx_sreg_lanemask_lt();
  A[__popc(lt)] = threadIdx.x;
}
