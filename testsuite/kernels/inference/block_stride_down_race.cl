//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=8
//error: possible write-write race on A\[\d+\]:$
//^Write by work item \d+ .*block_stride_down_race\.cl:12:\d+:$
//^Write by work item \d+ .*block_stride_down_race\.cl:12:\d+:$
//^Confirmed by execution: 

/* Stepping down by half the group size: work item t's second element is
 * work item t + 16's first. */
__kernel void block_stride_down_race(__global int *A) {
  for (int i = 255 - (int)get_local_id(0); i >= 0; i -= (int)get_local_size(0) / 2)
    A[get_group_id(0) * 256 + i] = (int)get_local_id(0);
}
