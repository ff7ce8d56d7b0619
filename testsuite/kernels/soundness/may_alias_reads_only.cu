//pass
//--blockDim=64 --gridDim=2 --may-alias
//\.cu: sum: Verified$

/* Parameters that are only read may overlap freely: reads do not race. */
__global__ void sum(const int *a, const int *b, int *out) {
  __shared__ int s[64];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = a[i] + b[i + 1];
  __syncthreads();
  if (threadIdx.x == 0)
    atomicAdd(&s[0], s[63]);
}
