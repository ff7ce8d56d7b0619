//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: possible read-write race on in\[\d+\]
//^Write by .*, \S*source_written_before_wait\.cl:10:24:\n.*\n\nRead by .*, \S*source_written_before_wait\.cl:9:15:$

/* The copy may still be reading its source when a work item overwrites it. */
__kernel void source_written_before_wait(__global int *in) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, in + 32 * get_group_id(0), 32, 0);
  in[get_global_id(0)] = 0;
  wait_group_events(1, &e);
}
