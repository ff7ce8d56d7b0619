//pass
//--local_size=64 --num_groups=2

/* the same rotation with barrier(CLK_LOCAL_MEM_FENCE) between write and read */
__kernel void rotate(__global int *A) {
  __local int tmp[64];
  size_t l = get_local_id(0);
  size_t g = get_global_id(0);
  tmp[l] = A[g];
  barrier(CLK_LOCAL_MEM_FENCE);
  A[g] = tmp[(l + 1) % 64];
}
