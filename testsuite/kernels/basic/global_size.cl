//pass
//--local_size=16 --global_size=64

/* --global_size instead of --num_groups: 64 / 16 = 4 groups */
__kernel void global_size(__global int *A) {
  __assert(get_num_groups(0) == 4);
  __assert(get_global_size(0) == 64);
  __assert(get_global_id(0) == get_group_id(0) * 16 + get_local_id(0));
  A[get_global_id(0)] = 0;
}
