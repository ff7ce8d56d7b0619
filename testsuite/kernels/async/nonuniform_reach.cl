//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//nonuniform_reach\.cl:9:\d+: error: async_work_group_copy or wait_group_events may be reached by non-uniform control flow

/* Only some work items of the group make the copy. */
__kernel void nonuniform_reach(__global int *in) {
  __local int tile[32];
  if (get_local_id(0) < 8) {
    event_t e = async_work_group_copy(tile, in, 32, 0);
    wait_group_events(1, &e);
  }
}
