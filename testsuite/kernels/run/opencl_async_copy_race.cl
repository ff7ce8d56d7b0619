//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=1 --run
//opencl_async_copy_race\.cl: error: write-read race on tile\[0\] in an execution:$
//^Write by work item 0 with local id 0 in work group 0, .*opencl_async_copy_race\.cl:12:15:$
//^Read by work item 1 with local id 1 in work group 0, .*opencl_async_copy_race\.cl:14:10:$

/* the copy is waited for, but no barrier orders one work item's share of
 * it before another's read */
__kernel void opencl_async_copy_race(__global const int *A, __global int *B) {
  __local int tile[16];
  size_t l = get_local_id(0);
  event_t e = async_work_group_copy(tile, A, 16, 0);
  wait_group_events(1, &e);
  B[l] = tile[(l + 15) % 16];
}
