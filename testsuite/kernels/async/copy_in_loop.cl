//pass
//--local_size=32 --num_groups=4

/* Tiles streamed through local memory, one per iteration. */
__kernel void copy_in_loop(__global int *in, __global int *out, int tiles) {
  __local int tile[32];
  int acc = 0;
  for (int k = 0; k < tiles; k++) {
    event_t e = async_work_group_copy(tile, in + 32 * k, 32, 0);
    wait_group_events(1, &e);
    barrier(CLK_LOCAL_MEM_FENCE);
    acc += tile[get_local_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[get_global_id(0)] = acc;
}
