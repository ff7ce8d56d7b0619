//pass
//--local_size=32 --num_groups=4

/* Two copies with their own events, waited for together from an array. */
__kernel void events_list(__global int *a, __global int *b, __global int *out) {
  __local int la[32], lb[32];
  size_t base = 32 * get_group_id(0);
  event_t ev[2];
  ev[0] = async_work_group_copy(la, a + base, 32, 0);
  ev[1] = async_work_group_copy(lb, b + base, 32, 0);
  wait_group_events(2, ev);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = la[get_local_id(0)] * lb[get_local_id(0)];
}
