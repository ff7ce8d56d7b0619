//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//scope_work_item\.cl: error: possible (write-read|read-write) race on tmp\[
//^Read by .*, \S*scope_work_item\.cl:14:26:\n.*\n\nWrite by .*, \S*scope_work_item\.cl:12:12:$

/* With memory_scope_work_item the sub-group barrier makes no access
 * visible to another work-item: it orders nothing. */
__kernel void scope_work_item(__global int *out) {
  __local int tmp[64];
  uint s = get_sub_group_id();
  if (get_sub_group_local_id() == 0)
    tmp[s] = 1;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_item);
  out[get_local_id(0)] = tmp[s];
}
