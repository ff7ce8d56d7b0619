//pass
//--blockDim=64 --gridDim=4
//\.cu: apply: Verified$

/* A function pointer passed to the kernel calls one of the functions of
 * its type whose address is taken; the precondition says which may come. */
typedef float (*op_t)(const float *, unsigned);

__device__ float twice(const float *v, unsigned i) { return 2.0f * v[i]; }
__device__ float half(const float *v, unsigned i) { return 0.5f * v[i]; }

__global__ void apply(float *out, const float *in, op_t op) {
  __requires(op == twice | op == half);
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = op(in, i);
}
