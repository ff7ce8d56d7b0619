//pass
//--local_size=64 --num_groups=1
//data_index_keeps_meaning\.cl: data_index_keeps_meaning: Verified$

/* A value read from memory that reaches an address keeps its arithmetic
 * (translate/data.c): the mask bounds the index within the item's slice
 * of 16, which an uninterpreted `&` would not show. */
__kernel void data_index_keeps_meaning(__global int *in, __global int *out) {
  __local int slots[64 * 16];
  int t = get_local_id(0);
  int v = in[t];
  slots[16 * t + (v & 15)] = v;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = slots[16 * t];
}
