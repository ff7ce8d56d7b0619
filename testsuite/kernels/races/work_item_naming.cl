//xfail:NOT_ALL_VERIFIED
//--local_size=32 --num_groups=1
//error: possible write-write race on A\[0\]
//Write by work item \d+ with local id \d+ in work group 0, .*work_item_naming\.cl:9:\d+:
//^Confirmed by execution: .* race on A\S* \(\S*work_item_naming\.cl:9 write, \S*work_item_naming\.cl:9 write\)

/* OpenCL race report names work items; every work item writes its id to A[0] */
__kernel void work_item_naming(__global int *A) {
  A[0] = (int)get_local_id(0);
}
