//pass
//--local_size=64 --num_groups=4

/* Local memory is one group's: work-group scope is atomic with every work
 * item that reaches it. */
__kernel void count(__local atomic_int *L, __global int *out) {
  if (get_local_id(0) == 0)
    atomic_store_explicit(L, 0, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(L, 1, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load_explicit(L, memory_order_relaxed,
                                                memory_scope_work_group);
}
