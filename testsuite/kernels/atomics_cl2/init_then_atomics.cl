//pass
//--local_size=64 --num_groups=4

/* One work item per group initialises the group's counter (a plain
 * write); a barrier orders it before the group's atomics. */
__kernel void count(__global atomic_int *C, __local atomic_int *L) {
  if (get_local_id(0) == 0) {
    atomic_init(&C[get_group_id(0)], 0);
    atomic_init(L, 0);
  }
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add(&C[get_group_id(0)], 1);
  atomic_fetch_add(L, 1);
}
