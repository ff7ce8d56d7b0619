//pass
//--local_size=16 --num_groups=4

/* convert_* is a function of its argument alone. */
__kernel void convert_vector(__global float4 *in, __global uint4 *out) {
  size_t i = get_global_id(0);
  out[i] = convert_uint4(in[i]) + convert_uint4_sat_rte(in[i]);
}
