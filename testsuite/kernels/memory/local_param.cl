//pass
//--local_size=64 --num_groups=4

/* a __local pointer kernel argument used as scratch with a barrier */
__kernel void local_param(__global int *A, __local int *scratch) {
  size_t l = get_local_id(0);
  size_t n = get_local_size(0);
  scratch[l] = A[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[get_global_id(0)] = scratch[n - 1 - l];
}
