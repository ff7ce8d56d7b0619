//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-read race on tile\[\d+\]
//^Read by .*, \S*wait_without_barrier\.cl:12:27:\n.*\n\nWrite by .*, \S*wait_without_barrier\.cl:10:15:$

/* The wait completes the copy, but only a barrier orders its writes (made
 * for the group by some work item) with the other work items' reads. */
__kernel void wait_without_barrier(__global int *in, __global int *out) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 32, 32, 0);
  wait_group_events(1, &e);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
