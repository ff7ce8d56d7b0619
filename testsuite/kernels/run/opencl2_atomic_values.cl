//pass
//--local_size=32 --num_groups=2 --run
//opencl2_atomic_values\.cl: values: no defect found in this execution$

/* OpenCL 2.0's atomics in one execution: the values each returns and
 * leaves (checked by the asserts, which fail the run when false). */
__kernel void values(__global atomic_int *C, __global atomic_uint *U) {
  if (get_global_id(0) != 0)
    return;
  atomic_init(C, 5);
  __assert(atomic_fetch_add(C, 2) == 5);
  __assert(atomic_load(C) == 7);
  atomic_store(C, 3);
  __assert(atomic_exchange(C, 9) == 3);
  int expected = 4;
  __assert(!atomic_compare_exchange_strong(C, &expected, 1));
  __assert(expected == 9);
  __assert(atomic_compare_exchange_weak_explicit(C, &expected, 1, memory_order_relaxed,
                                                 memory_order_relaxed));
  __assert(atomic_load_explicit(C, memory_order_relaxed, memory_scope_device) == 1);
  atomic_init(U, 0xffffffffu);
  __assert(atomic_fetch_min_explicit(U, 3u, memory_order_relaxed, memory_scope_work_group) ==
           0xffffffffu);
  __assert(atomic_fetch_sub(U, 1u) == 3u);
  __assert(atomic_load(U) == 2u);
}
