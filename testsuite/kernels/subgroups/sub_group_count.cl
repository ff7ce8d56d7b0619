//pass
//--local_size=[8,4] --num_groups=2
//sub_group_count\.cl: sub_group_count: Verified$

/* A sub-group has at least one work-item: a group of 32 has at most 32
 * sub-groups, each of at most 32 work-items. */
__kernel void sub_group_count(__global int *out) {
  __local int leaders[32];
  if (get_sub_group_local_id() == 0)
    leaders[get_sub_group_id()] = (int)get_local_id(1);
  __assert(get_max_sub_group_size() <= 32);
  __assert(get_enqueued_num_sub_groups() == get_num_sub_groups());
}
