//pass
//--blockDim=2048 --gridDim=2
//^tandem: warning: --blockDim: x is 2048; CUDA allows at most 1024: no device runs this launch; it is verified as given$
//\.cu: k: Verified$

/* A launch no CUDA device runs is verified as given (GPUVerify's suites
 * use blocks of 2048 threads), with a warning. */
__global__ void k(int *A) {
  A[blockIdx.x * blockDim.x + threadIdx.x] = threadIdx.x;
}
