//xfail:NOT_ALL_VERIFIED
//--blockDim=64 --gridDim=4
//fnptr_param_unknown\.cu:14:\d+: error: possible null pointer access for thread \d+ in block \d+$

/* Without a precondition the pointer may be null, or point to no function
 * of its type: calling it is a defect. */
typedef float (*op_t)(const float *, unsigned);

__device__ float twice(const float *v, unsigned i) { return 2.0f * v[i]; }
__device__ float half(const float *v, unsigned i) { return 0.5f * v[i]; }

__global__ void apply(float *out, const float *in, op_t op) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = op(in, i);
  out[i] += twice(in, i) + half(in, i);
}
