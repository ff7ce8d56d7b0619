//pass
//--blockDim=64 --gridDim=2
//\.cu: trace: Verified$

/* Device printf of values and pointers writes output only: no thread
   reads it, and no shared or global memory is touched. */
__global__ void trace(float *out, const float *in) {
  unsigned g = blockIdx.x * blockDim.x + threadIdx.x;
  float v = in[g] * 2.0f;
  int n = printf("thread %u of block %d: %f at %p (100%%)\n", threadIdx.x, blockIdx.x, v, &out[g]);
  out[g] = v + (n < 0);
}
