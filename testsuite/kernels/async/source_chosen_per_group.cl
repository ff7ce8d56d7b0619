//pass
//--local_size=16 --num_groups=8

/* The source is one of two buffers, chosen by the group: every work item
 * of a group passes the same pointer. */
__kernel void source_chosen_per_group(__global float *a, __global float *b,
                                      __global float *out) {
  __local float tile[16];
  __global float *src = get_group_id(0) % 2 ? a : b;
  event_t e = async_work_group_copy(tile, src + get_group_id(0) * 16, 16, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
