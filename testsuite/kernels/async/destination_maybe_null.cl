//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=8
//error: possible null pointer access

/* Groups other than 0 copy into a null destination. */
__kernel void destination_maybe_null(__global float *in, __global float *out) {
  __local float tile[16];
  __local float *dst = get_group_id(0) == 0 ? tile : 0;
  event_t e = async_work_group_copy(dst, in + get_group_id(0) * 16, 16, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
