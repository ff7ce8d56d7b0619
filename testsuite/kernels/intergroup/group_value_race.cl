//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=2
//error: possible write-write race on A\[0\]
//in work group 0
//in work group 1
//^Confirmed by execution: .* race on A\S* \(\S*group_value_race\.cl:10 write, \S*group_value_race\.cl:10 write\)

/* A[0] = group id: benign inside a group, a real race between groups 0 and 1 */
__kernel void group_value_race(__global int *A) {
  A[0] = (int)get_group_id(0);
}
