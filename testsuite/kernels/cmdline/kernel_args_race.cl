//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4 --kernel-args=kernel_args_race,32
//error: possible write-write race on A\[
//Witness: stride = 32
//^Confirmed by execution: .* race on A\S* \(\S*kernel_args_race\.cl:10 write, \S*kernel_args_race\.cl:10 write\)

/* with stride 32, smaller than the group size, work items of neighbouring
 * groups write the same elements */
__kernel void kernel_args_race(__global int *A, unsigned stride) {
  A[get_group_id(0) * stride + get_local_id(0)] = get_local_id(0);
}
