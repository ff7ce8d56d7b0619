//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible atomic-atomic race on C\[0\]:$
//work_group_vs_device\.cl:11:5:$
//work_group_vs_device\.cl:13:5:$
//^Confirmed by execution: .* race on C\S* \(\S*work_group_vs_device\.cl:11 atomic, \S*work_group_vs_device\.cl:13 atomic\)

/* Group 0 with work-group scope, the others with device scope. */
__kernel void mixed(__global atomic_int *C) {
  if (get_group_id(0) == 0)
    atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_work_group);
  else
    atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_device);
}
