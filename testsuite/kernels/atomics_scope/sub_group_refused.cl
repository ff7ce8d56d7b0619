//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=4
//sub_group_refused\.cl:9:3: error: unsupported construct: atomic with a memory scope memory_scope_sub_group \(which work items form a sub-group is up to the implementation\) in 'atomic_fetch_add_explicit': not modelled

/* A sub-group's work items are the implementation's choice: an atomic of
 * sub-group scope is refused, never taken for a wider one (even on local
 * memory). */
__kernel void count(__local atomic_int *L) {
  atomic_fetch_add_explicit(L, 1, memory_order_relaxed, memory_scope_sub_group);
}
