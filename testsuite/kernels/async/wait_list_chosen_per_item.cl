//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//error: async_work_group_copy or wait_group_events may be reached by non-uniform control flow, or with arguments that differ within a work group

/* Work items wait for different events: the wait is one operation of the
 * whole group, so its arguments must agree. */
__kernel void wait_list_chosen_per_item(__global float *p, __global float *q) {
  __local float a[16], b[16];
  event_t ea = async_work_group_copy(a, p + get_group_id(0) * 16, 16, 0);
  event_t eb = async_work_group_copy(b, q + get_group_id(0) * 16, 16, 0);
  event_t *which = get_local_id(0) < 8 ? &ea : &eb;
  wait_group_events(1, which);
}
