//pass
//--local_size=16 --num_groups=4

/* Group g gathers every fourth element starting at g into local memory,
 * then writes them back with a strided copy: the groups interleave and
 * never touch the same element. */
__kernel void strided_gather(__global int *p) {
  __local int tile[16];
  size_t g = get_group_id(0), n = get_num_groups(0);
  event_t e = async_work_group_strided_copy(tile, p + g, 16, n, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  tile[get_local_id(0)] = tile[get_local_id(0)] * 2;
  barrier(CLK_LOCAL_MEM_FENCE);
  e = async_work_group_strided_copy(p + g, tile, 16, n, 0);
  wait_group_events(1, &e);
}
