//pass
//--local_size=64 --num_groups=1
//scope_sub_group\.cl: scope_sub_group: Verified$

/* With memory_scope_sub_group the barrier orders the sub-group's
 * accesses to local memory. */
__kernel void scope_sub_group(__global int *out) {
  __local int tmp[64];
  uint s = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    tmp[s] = 1;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  out[get_local_id(0)] = tmp[s];
}
