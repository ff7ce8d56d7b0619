//pass
//--local_size=8 --num_groups=4 --check-array-bounds

/* the same array indexed by local id stays in bounds */
__kernel void bounds_pass(__global int *out) {
  __local int L[16];
  L[get_local_id(0)] = 1;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = L[get_local_id(0) + 8];
}
