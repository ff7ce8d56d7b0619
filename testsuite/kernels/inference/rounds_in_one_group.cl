//pass
//--local_size=64 --num_groups=4 --only-intra-group
//\.cl: rounds_in_one_group: Verified$

/* no-access: with --only-intra-group the two work items share a group, so
 * the barrier that ends each round empties the logs for every pair and
 * the unconditional candidate is the one proposed (not its same-group
 * form). Without it, the read of the next round meets a write logged in
 * an earlier one. */
__kernel void rounds_in_one_group(__local int *s) {
  unsigned lid = get_local_id(0);
  /* nounroll: the loops stay loops, for the inference this tests */
  #pragma nounroll
  for (int r = 0; r < 4; r++) {
    int left = s[(lid + 63) % 64];
    barrier(CLK_LOCAL_MEM_FENCE);
    s[lid] = left + 1;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
}
