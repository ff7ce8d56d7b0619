//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//error: barrier may be reached by non-uniform control flow
//unrolled_divergent_barrier\.cu:15:7:

/* A loop of 4 iterations, unrolled: in the third, threads below 2 skip
 * the barrier. The copies of the barrier keep their checks. */
__global__ void unrolled_divergent_barrier(int *out) {
  __shared__ int s[64];
  s[threadIdx.x] = 0;
  __syncthreads();
#pragma unroll
  for (int i = 0; i < 4; i++) {
    if (i != 2 || threadIdx.x >= 2)
      __syncthreads();
    s[threadIdx.x] += i;
  }
  out[threadIdx.x + blockIdx.x * 64] = s[threadIdx.x];
}
