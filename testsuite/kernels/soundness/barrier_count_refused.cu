//xfail:GPUVERIFYVCGEN_ERROR
//--blockDim=64 --gridDim=1
//unsupported construct: barrier 'llvm.nvvm.barrier.sync.cnt'

/* A barrier for a count of threads orders only those: not modelled, so
 * refused rather than taken for a block barrier. */
__global__ void k(int *A) {
  A[threadIdx.x] = 1;
  __nvvm_barrier_sync_cnt(1, 32);
  A[threadIdx.x + 1] = 2;
}
