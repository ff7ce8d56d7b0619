//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=4
//error: possible write-read race on tile\[\d+\]
//^Read by .*, \S*copy_back_without_barrier\.cl:15:7:\n.*\n\nWrite by .*, \S*copy_back_without_barrier\.cl:14:25:$
//^Write by .*, \S*copy_back_without_barrier\.cl:15:7:\n.*\n\nRead by .*, \S*copy_back_without_barrier\.cl:11:15:$

/* Each work item updates its element, but the copy back to global memory
 * starts without a barrier: it may read an element before its update. */
__kernel void copy_back_without_barrier(__global int *p) {
  __local int tile[32];
  event_t e = async_work_group_copy(tile, p + 32 * get_group_id(0), 32, 0);
  wait_group_events(1, &e);
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[get_local_id(0)] += 1;
  e = async_work_group_copy(p + 32 * get_group_id(0), tile, 32, 0);
  wait_group_events(1, &e);
}
