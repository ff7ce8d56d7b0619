//pass
//--blockDim=32 --gridDim=4
//byte_step_field_own\.cu: k: Verified$
/* Each thread reads back the y field of its own float2, which the store
 * reached at an i8 step of 4 bytes: no race. */
__global__ void k(float2 *out, const float *a, float *res) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = make_float2(a[2 * i], a[2 * i + 1]);
  res[i] = ((float *)out)[2 * i + 1];
}
