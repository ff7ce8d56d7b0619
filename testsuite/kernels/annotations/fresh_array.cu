//pass
//--blockDim=64 --gridDim=4
//\A(?![\s\S]*assuming that pointer)
//\.cu: scale: Verified$

/* __requires_fresh_array is the user's word that each pointer reaches an
 * object of its own, as __restrict__ says: the verdict no longer prints
 * that as an assumption. */
struct Buffers {
  const float *in;
  float *out;
};

__global__ void scale(Buffers b, float k) {
  __requires_fresh_array(b.in);
  __requires_fresh_array(b.out);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  b.out[i] = k * b.in[i];
}
