//pass
//--local_size=64 --num_groups=2

/* one barrier with both fence flags orders __local and __global accesses */
__kernel void both_fences(__global int *A) {
  __local int buf[64];
  size_t l = get_local_id(0);
  size_t base = get_group_id(0) * get_local_size(0);
  buf[l] = A[base + l];
  A[base + l] = 0;
  barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
  A[base + (l + 1) % 64] = buf[63 - l];
}
