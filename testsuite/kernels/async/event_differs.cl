//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//event_differs\.cl:13:\d+: error: async_work_group_copy or wait_group_events may be reached by non-uniform control flow, or with arguments that differ within a work group

/* The work items wait for different events. */
__kernel void event_differs(__global int *a, __global int *b) {
  __local int la[32], lb[32];
  event_t ea = async_work_group_copy(la, a, 32, 0);
  event_t eb = async_work_group_copy(lb, b, 32, 0);
  event_t mine = ea;
  if (get_local_id(0) % 2)
    mine = eb;
  wait_group_events(1, &mine);
}
