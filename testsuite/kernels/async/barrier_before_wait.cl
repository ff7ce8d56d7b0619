//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=2
//error: possible write-read race on tile\[\d+\]
//^Read by .*, \S*barrier_before_wait\.cl:11:27:\n.*\n\nWrite by .*, \S*barrier_before_wait\.cl:9:15:$

/* A barrier does not complete a copy that nobody has waited for. */
__kernel void barrier_before_wait(__global float *in, __global float *out) {
  __local float tile[16];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 16, 16, 0);
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
  wait_group_events(1, &e);
}
