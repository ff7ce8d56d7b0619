//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: possible write-write race on out\[\d+\]
//^Confirmed by execution: .* race on out\S* \(\S*groups_same_destination\.cl:11 write, \S*groups_same_destination\.cl:11 write\)

/* Every group copies its tile to the same global range. */
__kernel void groups_same_destination(__global int *out) {
  __local int tile[32];
  tile[get_local_id(0)] = get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_copy(out, tile, 32, 0);
  wait_group_events(1, &e);
}
