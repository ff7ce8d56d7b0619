//pass
//--local_size=64 --num_groups=2
//own_slot_barrier\.cl: own_slot_barrier: Verified$

/* Each work-item reads back its own slot, which no other one writes. */
__kernel void own_slot_barrier(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  tmp[l] = (int)get_sub_group_local_id();
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tmp[l] + sub_group_broadcast(tmp[l], 0);
}
