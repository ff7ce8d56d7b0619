//pass
//--local_size=64 --num_groups=1
//\.cl: pow2_segment_leaders: Verified$

/* pow2 and pow2-bound: in each round the first work item of every segment
 * of w adds its right neighbour into its own slot. The leaders are
 * multiples of w, never neighbours, only because w is a power of two
 * (w = 3 would make 0 and 1 leaders) and at least its start 2 (w = 1 makes
 * every work item a leader). */
__kernel void pow2_segment_leaders(__local int *s) {
  unsigned lid = get_local_id(0);
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (unsigned w = 2; w < 64; w *= 2) {
    if ((lid & (w - 1)) == 0)
      s[lid] += s[lid + 1];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
