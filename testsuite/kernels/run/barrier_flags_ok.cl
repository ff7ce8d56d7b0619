//pass
//--local_size=16 --num_groups=2 --run
//barrier_flags_ok\.cl: barrier_flags_ok: no defect found in this execution$

/* the same kernel with both fences */
__kernel void barrier_flags_ok(__global int *A, __global int *B) {
  __local int tile[16];
  size_t l = get_local_id(0), g = get_global_id(0);
  tile[l] = (int)g;
  A[g] = (int)l;
  barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  B[g] = A[g - l + (l + 1) % 16] + tile[(l + 1) % 16];
}
