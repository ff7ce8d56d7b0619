//pass
//--blockDim=64 --gridDim=1
//note: assuming that pointer parameters a and b do not overlap
//\.cu: update: Verified$

/* Only the pointer declared fresh is the user's word; a and b may still
 * overlap each other, which the verdict prints as its assumption. */
__global__ void update(float *out, float *a, float *b) {
  __requires_fresh_array(out);
  out[threadIdx.x] = a[threadIdx.x];
  a[threadIdx.x] = 1.0f;
  b[threadIdx.x] = 2.0f;
}
