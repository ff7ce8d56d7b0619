//pass
//--local_size=64 --num_groups=4

/* Claims a slot per work item with a strong exchange, device and
 * work-group scope (on the group's own element), and reads the old value
 * from its private `expected` only. */
__kernel void claim(__global atomic_int *slots, __global atomic_int *per_group,
                    __global int *out) {
  size_t g = get_global_id(0);
  int expected = 0;
  bool won = atomic_compare_exchange_strong(&slots[g % 16], &expected, (int)g + 1);
  int e2 = 0;
  atomic_compare_exchange_strong_explicit(&per_group[get_group_id(0)], &e2, 1,
                                          memory_order_acq_rel, memory_order_relaxed,
                                          memory_scope_work_group);
  out[g] = won ? -1 : expected + e2;
}
