//pass
//--local_size=32 --num_groups=4

/* arguments and launch sizes are uniform; the group id is uniform within a group */
__kernel void uniform_int(__global int *A, int n) {
  __assert(__uniform_int(n));
  __assert(__uniform_int(get_local_size(0)));
  __assert(__uniform_int(get_num_groups(0)));
  __assert(__implies(__same_group, __uniform_int(get_group_id(0))));
  A[get_global_id(0)] = n;
}
