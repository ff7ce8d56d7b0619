//pass
//--blockDim=128 --gridDim=8
//\.cu: own_element_param_base: Verified$

/* An offset every thread reads from one argument, and vectors of two
 * floats at twice the global id: each thread's elements are its own. */
__global__ void own_element_param_base(float *A, unsigned base) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  float2 v = *(float2 *)(A + base + 2 * i);
  *(float2 *)(A + base + 2 * i) = make_float2(v.y, v.x);
}
