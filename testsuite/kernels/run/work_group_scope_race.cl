//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2 --run
//error: atomic-atomic race on C\[0\] in an execution:$
//^Atomic by work item \d+ with local id \d+ in work group 0, .*work_group_scope_race\.cl:10:3:$
//^Atomic by work item \d+ with local id \d+ in work group 1, .*work_group_scope_race\.cl:10:3:$
//^An atomic of work-group scope is atomic only with the work items of its work group

/* Two groups' atomics of work-group scope on one global element race. */
__kernel void count(__global atomic_int *C) {
  atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_work_group);
}
