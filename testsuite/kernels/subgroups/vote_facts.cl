//pass
//--local_size=64 --num_groups=2
//vote_facts\.cl: vote_facts: Verified$

/* What a caller knows of a vote and a broadcast from its own values. */
__kernel void vote_facts(__global int *out) {
  size_t g = get_global_id(0);
  int p = out[g];
  int any = sub_group_any(p), all = sub_group_all(p);
  __assert(!p || any);
  __assert(p || !all);
  __assert(sub_group_broadcast(p, get_sub_group_local_id()) == p);
  __assert(get_sub_group_local_id() < get_sub_group_size());
  __assert(get_sub_group_size() <= get_max_sub_group_size());
  __assert(get_sub_group_id() < get_num_sub_groups());
}
