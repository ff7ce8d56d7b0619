//pass
//--local_size=[2,2,2] --num_groups=[2,2,2]

/* 3D NDRange: group and local ids linearised with get_num_groups and get_local_size */
__kernel void ids_3d(__global int *A) {
  size_t group = (get_group_id(2) * get_num_groups(1) + get_group_id(1)) * get_num_groups(0) + get_group_id(0);
  size_t item = (get_local_id(2) * get_local_size(1) + get_local_id(1)) * get_local_size(0) + get_local_id(0);
  size_t size = get_local_size(0) * get_local_size(1) * get_local_size(2);
  A[group * size + item] = (int)item;
}
