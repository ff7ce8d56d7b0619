//pass
//--local_size=32 --num_groups=4

/* a pointer advanced step by step and dereferenced with * */
__kernel void pointer_increment(__global int *A) {
  __global int *p = A;
  p += get_group_id(0) * get_local_size(0);
  p += get_local_id(0);
  *p = (int)get_global_id(0);
}
