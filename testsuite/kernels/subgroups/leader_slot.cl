//pass
//--local_size=64 --num_groups=2
//leader_slot\.cl: leader_slot: Verified$

/* The leader of each sub-group writes the sub-group's slot; after the
 * sub-group barrier its mates read it. Work-items of other sub-groups
 * use other slots. */
__kernel void leader_slot(__global int *out) {
  __local int tmp[64];
  uint s = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    tmp[s] = out[get_global_id(0)];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[s];
}
