//xfail:TRANSLATION_ERROR
//--local_size=64 --num_groups=4
//run_time_scope_refused\.cl:8:3: error: unsupported construct: atomic with a memory scope known only at run time in 'atomic_fetch_add_explicit': not modelled

/* A scope chosen at run time could be the work group's: refused. */
__kernel void count(__global atomic_int *C, int wide) {
  memory_scope s = wide ? memory_scope_device : memory_scope_work_group;
  atomic_fetch_add_explicit(C, 1, memory_order_relaxed, s);
}
