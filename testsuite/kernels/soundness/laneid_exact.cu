//pass
//--blockDim=128 --gridDim=4
//\.cu: k: Verified$

/* The lane is the linear thread id modulo the warp size, so warp w's lane
 * l writes element 32w + l: one element per thread. */
__global__ void k(int *A) {
  unsigned t = threadIdx.x / 32 * 32 + __nvvm_read_ptx_sreg_laneid();
  A[blockIdx.x * blockDim.x + t] = t;
}
