//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-read race on tile\[\d+\]
//tile\[get_local_id\(0\)\] \+ 1;
//^Read by .*, \S*read_before_wait\.cl:11:27:\n.*\n\nWrite by .*, \S*read_before_wait\.cl:10:15:$

/* The tile is read while the copy into it may still be running. */
__kernel void read_before_wait(__global int *in, __global int *out) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + get_group_id(0) * 32, 32, 0);
  out[get_global_id(0)] = tile[get_local_id(0)] + 1;
  wait_group_events(1, &e);
}
