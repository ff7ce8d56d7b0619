//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//error: possible write-write race on p\[\d+\]
//^Confirmed by execution: .* race on p\S* \(\S*strided_overlap\.cl:12 write, \S*strided_overlap\.cl:12 write\)

/* Each group scatters 16 elements two apart from 16 * g: the ranges of
 * neighbouring groups overlap. */
__kernel void strided_overlap(__global int *p) {
  __local int tile[16];
  tile[get_local_id(0)] = get_global_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t e = async_work_group_strided_copy(p + 16 * get_group_id(0), tile, 16, 2, 0);
  wait_group_events(1, &e);
}
