//xfail:NOT_ALL_VERIFIED
//--local_size=64 --num_groups=4
//error: possible write-write race on A\[0\]:$
//^Confirmed by execution: 

/* Down by 16 from n * 16 + 8: the counter is 8 modulo 16, so the write
 * guarded by that is reached, by every work item. */
__kernel void count_down_barrier_wrong_stride(__local int *A, int n) {
  __requires(n > 0 && n < 1000);
  for (int i = n * 16 + 8; i > 0; i -= 16) {
    if ((i & 15) == 8)
      A[0] = get_local_id(0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
