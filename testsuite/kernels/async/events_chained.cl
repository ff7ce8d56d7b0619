//pass
//--local_size=32 --num_groups=4

/* The second copy joins the first one's event: one wait completes both. */
__kernel void events_chained(__global int *a, __global int *b, __global int *out) {
  __local int la[32], lb[32];
  size_t base = 32 * get_group_id(0);
  event_t e = async_work_group_copy(la, a + base, 32, 0);
  async_work_group_copy(lb, b + base, 32, e);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = la[get_local_id(0)] + lb[31 - get_local_id(0)];
}
