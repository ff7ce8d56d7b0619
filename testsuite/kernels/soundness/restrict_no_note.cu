//pass
//--blockDim=64 --gridDim=1
//\A[^\n]*\.cu: shift: Verified\s*\Z

/* Parameters declared restrict need no note. */
__global__ void shift(int *__restrict__ out, const int *__restrict__ in) {
  out[threadIdx.x] = in[threadIdx.x + 1];
}
