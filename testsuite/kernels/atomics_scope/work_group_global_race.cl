//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible atomic-atomic race on C\[0\]:$
//^Atomic by work item \d+ with local id \d+ in work group \d+, .*work_group_global_race\.cl:11:3:$
//^An atomic of work-group scope is atomic only with the work items of its work group
//^Confirmed by execution: work item \d+ with local id \d+ in work group \d+ and work item \d+ with local id \d+ in work group \d+ race on C\[0\] \(.*work_group_global_race\.cl:11 atomic, .*work_group_global_race\.cl:11 atomic\)

/* Work-group scope on global memory: atomic only within the group, so two
 * groups' updates of one counter race. */
__kernel void count(__global atomic_int *C) {
  atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_work_group);
}
