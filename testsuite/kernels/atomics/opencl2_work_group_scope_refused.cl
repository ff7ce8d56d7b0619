//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=4
//opencl2_work_group_scope_refused\.cl:9:\d+: error: unsupported construct: atomic of memory scope narrower than the device in 'atomic_fetch_add_explicit'

/* Work-group scope on global memory is not atomic with other groups'
 * atomics: not modelled, refused, never taken for a device-wide atomic. */
__kernel void count(__global atomic_int *C) {
  int one = 1;
  atomic_fetch_add_explicit(C, one, memory_order_relaxed, memory_scope_work_group);
}
