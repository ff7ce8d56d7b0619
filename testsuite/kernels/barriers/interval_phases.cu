//pass
//--blockDim=64 --gridDim=8
//\.cu: interval_phases: Verified$

/* A transpose through shared memory in phases: each phase's accesses
 * have a shape of their own (rows, columns, a padded row), and the
 * barriers keep every phase apart from the next; within a phase each
 * thread has elements of its own, read through the bits of its id. */
__global__ void interval_phases(float *out, const float *in) {
  __shared__ float s[8 * 9];
  unsigned t = threadIdx.x, hi = t >> 3, lo = t & 7;
  s[hi * 9 + lo] = in[blockIdx.x * 64 + t];
  __syncthreads();
  float x = s[lo * 9 + hi];
  __syncthreads();
  s[t + (t >> 3)] = x * 2.0f;
  __syncthreads();
  out[blockIdx.x * 64 + t] = s[(t % 8) * 9 + t / 8];
}
