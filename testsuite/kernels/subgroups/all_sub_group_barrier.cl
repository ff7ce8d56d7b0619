//pass
//--local_size=64 --num_groups=2
//all_sub_group_barrier\.cl: all_sub_group_barrier: Verified$

/* sub_group_all is the same within a sub-group: the sub-group barrier
 * under it is reached by all of a sub-group or by none of it. */
__kernel void all_sub_group_barrier(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  tmp[l] = out[get_global_id(0)];
  if (sub_group_all(tmp[l] > 0)) {
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tmp[l] + 1;
  }
}
