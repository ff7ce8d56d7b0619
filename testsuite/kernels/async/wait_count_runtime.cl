//xfail:BUGLE_ERROR
//--local_size=32 --num_groups=1
//wait_count_runtime\.cl:9:\d+: error: unsupported construct: wait_group_events with a number of events known only at run time

/* The number of events must be a constant. */
__kernel void wait_count_runtime(__global int *a, int n) {
  __local int la[32];
  event_t e = async_work_group_copy(la, a, 32, 0);
  wait_group_events(n, &e);
}
