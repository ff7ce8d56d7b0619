//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=1
//error: possible write-write race on A\[
//^Confirmed by execution: .* race on A\S* \(\S*laneid_race\.cu:8 write, \S*laneid_race\.cu:8 write\)

/* Lane i of warp 0 and lane i of warp 1 write the same element. */
__global__ void k(int *A) {
  A[__nvvm_read_ptx_sreg_laneid()] = threadIdx.x;
}
