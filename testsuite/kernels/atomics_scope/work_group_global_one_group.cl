//pass
//--local_size=64 --num_groups=4

/* One group updates the global counter with work-group scope, every group
 * its own element: no two groups meet. */
__kernel void count(__global atomic_int *C, __global atomic_uint *per_group) {
  if (get_group_id(0) == 1)
    atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_max_explicit(&per_group[get_group_id(0)], (uint)get_local_id(0),
                            memory_order_relaxed, memory_scope_work_group);
}
