//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//nonuniform_wait\.cl:10:\d+: error: async_work_group_copy or wait_group_events may be reached by non-uniform control flow

/* Every work item copies, but only some wait. */
__kernel void nonuniform_wait(__global int *in, __global int *out) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + 32 * get_group_id(0), 32, 0);
  if (get_local_id(0) == 0)
    wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
