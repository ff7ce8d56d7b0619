//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//null_source\.cl:9:\d+: error: possible null pointer access

/* A copy from the null pointer. */
__kernel void null_source(__global int *out) {
  __local int tile[32];
  __global int *src = 0;
  event_t e = async_work_group_copy(tile, src, 32, 0);
  wait_group_events(1, &e);
}
