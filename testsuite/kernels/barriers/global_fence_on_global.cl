//pass
//--local_size=64 --num_groups=1

/* barrier(CLK_GLOBAL_MEM_FENCE) orders the __global accesses of one work group */
__kernel void global_fence_on_global(__global int *A, __global int *B) {
  size_t i = get_local_id(0);
  A[i] = (int)i;
  barrier(CLK_GLOBAL_MEM_FENCE);
  B[i] = A[(i + 1) % get_local_size(0)];
}
