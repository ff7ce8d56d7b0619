//pass
//--local_size=32 --num_groups=2

/* int4 vector loads and stores, one vector per work item */
__kernel void vector4(__global const int4 *W, __global int4 *V) {
  size_t i = get_global_id(0);
  V[i] = W[i] + (int4)(1, 2, 3, 4);
}
