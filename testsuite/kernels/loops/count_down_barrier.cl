//pass
//--local_size=64 --num_groups=4

/* a counter that goes down by 16 from a parameter's multiple of 16 stays a
 * multiple of 16 and below its start: the racy write is never reached */
__kernel void count_down_barrier(__local int *A, int n) {
  for (int i = n * 16; i > 0; i -= 16) {
    if (i > n * 16 || (i & 15) != 0)
      A[0] = get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
