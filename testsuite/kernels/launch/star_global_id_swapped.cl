//pass
//--local_size=* --num_groups=*
//star_global_id_swapped\.cl: scale: Verified$
/* The global id written by hand, operands in the other order. */
__kernel void scale(__global float *x) {
  size_t i = get_local_id(0) + get_local_size(0) * get_group_id(0);
  x[i] = 2.0f * x[i];
}
