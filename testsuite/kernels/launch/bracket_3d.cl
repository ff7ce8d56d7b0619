//pass
//--local_size=[4,4,4] --num_groups=[1,2,3]

/* 3D NDRange sizes in bracket syntax */
__kernel void bracket_3d(__global int *A) {
  __assert(get_local_size(0) == 4 && get_local_size(1) == 4 && get_local_size(2) == 4);
  __assert(get_num_groups(0) == 1 && get_num_groups(1) == 2 && get_num_groups(2) == 3);
  __assert(get_global_size(2) == 12);
  size_t x = get_global_id(0), y = get_global_id(1), z = get_global_id(2);
  A[(z * 8 + y) * 4 + x] = 1;
}
