//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=1
//sub_group_size_unknown\.cl:\d+:\d+: error: this assertion might not hold

/* The sub-group size is the implementation's choice. */
__kernel void sub_group_size_unknown(__global int *out) {
  __assert(get_sub_group_size() == 32 || get_sub_group_size() == 16);
}
