//pass
//--local_size=64 --num_groups=2

/* Fence flags computed at run time: the writer's flags cover local memory,
 * so its write is ordered before every later read. */
__kernel void flags_at_run_time_writer_fenced(__local int *p, __global int *out) {
  unsigned flags = get_local_id(0) == 5 ? CLK_LOCAL_MEM_FENCE : 0;
  if (get_local_id(0) == 5)
    p[0] = 42;
  barrier(flags);
  out[get_global_id(0)] = p[0];
}
