//pass
//--local_size=32 --num_groups=8

/* Each group stages its slice in local memory, waits for the copy and
 * meets at a barrier before any work item reads the tile. */
__kernel void copy_wait_barrier(__global int *in, __global int *out) {
  __local int tile[32];
  size_t base = get_group_id(0) * 32;
  event_t e = async_work_group_copy(tile, in + base, 32, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[31 - get_local_id(0)];
}
