//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=4
//work_item_refused\.cl:7:3: error: unsupported construct: atomic with a memory scope memory_scope_work_item \(OpenCL allows it only for fences\) in 'atomic_fetch_add_explicit': not modelled

/* Work-item scope is for fences only: refused on an atomic. */
__kernel void count(__global atomic_int *C) {
  atomic_fetch_add_explicit(C, 1, memory_order_relaxed, memory_scope_work_item);
}
