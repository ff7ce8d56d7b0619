//xfail:NOT_ALL_VERIFIED
//--local_size=16 --num_groups=4
//same_group_fail\.cl:7:\d+: error: this assertion might not hold

/* with four groups, the two work items may be in different groups */
__kernel void same_group_fail(__global int *A) {
  __assert(__same_group);
  A[get_global_id(0)] = 0;
}
