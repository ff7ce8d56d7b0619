//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=1
//unsupported construct: .*nwarpid

/* A special register Tandem does not model is refused by name. */
__global__ void k(unsigned *A) {
  A[threadIdx.x] = __nvvm_read_ptx_sreg_nwarpid();
}
