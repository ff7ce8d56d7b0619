//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=2
//nonuniform_source\.cl:9:\d+: error: async_work_group_copy or wait_group_events may be reached by non-uniform control flow, or with arguments that differ within a work group

/* Every work item of a group must pass the same arguments: here the
 * source depends on the local id. */
__kernel void nonuniform_source(__global int *in, __global int *out) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + get_local_id(0), 32, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
