//pass
//--local_size=64 --num_groups=4
//\A(?![\s\S]*race)

/* A lock-free maximum: on failure the exchange writes the current value
 * to `seen`, private to each work item. */
__kernel void global_max(__global atomic_int *M, __global const int *in) {
  int v = in[get_global_id(0)];
  int seen = atomic_load_explicit(M, memory_order_relaxed);
  while (seen < v &&
         !atomic_compare_exchange_weak_explicit(M, &seen, v, memory_order_relaxed,
                                                memory_order_relaxed))
    ;
}
