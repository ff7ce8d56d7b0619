//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//exchange_by_sub_group_index\.cl: error: possible (write-read|read-write) race on tmp\[
//^Read by .*, \S*exchange_by_sub_group_index\.cl:16:12:\n.*\n\nWrite by .*, \S*exchange_by_sub_group_index\.cl:14:10:$

/* Which work-items form a sub-group is the implementation's choice: the
 * slot at the sub-group's first local id plus the mate's sub-group local
 * id may belong to a work-item of another sub-group, which the
 * sub-group barrier does not order. */
__kernel void exchange_by_sub_group_index(__global int *out) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  uint sl = get_sub_group_local_id();
  tmp[l] = (int)l;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = tmp[l - sl + (sl + 1) % get_sub_group_size()];
}
