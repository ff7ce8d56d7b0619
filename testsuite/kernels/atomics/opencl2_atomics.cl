//pass
//--local_size=64 --num_groups=4

/* OpenCL 2.0 atomics: device scope on global memory, work-group scope on
 * local memory, loads and stores: atomic for every work item that reaches
 * the object. */
__kernel void count(__global atomic_int *C, __local atomic_int *L) {
  atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_device);
  atomic_fetch_add_explicit(L, 1, memory_order_relaxed, memory_scope_work_group);
  int x = atomic_load(C + 1);
  atomic_store(C + 2, x);
  atomic_fetch_max(C + 3, (int)get_local_id(0));
}
