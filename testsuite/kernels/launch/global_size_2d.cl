//pass
//--local_size=[8,4] --global_size=[32,16]

/* 2D --global_size divided by --local_size gives 4 x 4 groups */
__kernel void global_size_2d(__global int *A) {
  __assert(get_num_groups(0) == 4 && get_num_groups(1) == 4);
  __assert(get_global_size(0) == 32 && get_global_size(1) == 16);
  A[get_global_id(1) * 32 + get_global_id(0)] = 1;
}
