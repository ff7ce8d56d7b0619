//pass
//--local_size=[8,8] --num_groups=[2,2]

/* get_work_dim() is 2 for a launch given with two dimensions */
__kernel void work_dim(__global int *A) {
  __assert(get_work_dim() == 2);
  A[get_global_id(1) * get_global_size(0) + get_global_id(0)] = 1;
}
