//pass
//--local_size=16 --num_groups=8

/* __local memory is per work group: work items of different groups never race on it */
__kernel void local_per_group(__global int *A) {
  __local int s[16];
  s[get_local_id(0)] = (int)get_group_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_global_id(0)] = s[15 - get_local_id(0)];
}
