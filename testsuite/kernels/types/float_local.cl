//pass
//--local_size=64 --num_groups=4

/* float values staged through __local memory with a barrier */
__kernel void float_local(__global const float *in, __global float *out) {
  __local float buf[64];
  size_t l = get_local_id(0);
  buf[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = buf[l] + buf[63 - l];
}
