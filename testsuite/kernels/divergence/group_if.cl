//pass
//--local_size=32 --num_groups=4

/* a barrier under a condition on get_group_id(0) is uniform within each group */
__kernel void group_if(__global int *A) {
  if (get_group_id(0) == 1) {
    barrier(CLK_GLOBAL_MEM_FENCE);
  }
  A[get_global_id(0)] = 2;
}
