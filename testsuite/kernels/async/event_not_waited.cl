//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: possible write-read race on lb\[\d+\]
//^Read by .*, \S*event_not_waited\.cl:15:49:\n.*\n\nWrite by .*, \S*event_not_waited\.cl:12:16:$

/* Two independent copies; the wait names only the first, so the second
 * may still be writing lb after the barrier. */
__kernel void event_not_waited(__global int *a, __global int *b, __global int *out) {
  __local int la[32], lb[32];
  size_t base = 32 * get_group_id(0);
  event_t ea = async_work_group_copy(la, a + base, 32, 0);
  event_t eb = async_work_group_copy(lb, b + base, 32, 0);
  wait_group_events(1, &ea);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = la[get_local_id(0)] + lb[get_local_id(0)];
  wait_group_events(1, &eb);
}
